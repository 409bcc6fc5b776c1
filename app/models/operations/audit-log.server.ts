/**
 * The audit log (schema `audit_log`, append-only): every admin and supplier change, written in the
 * same transaction as the change itself, so a rolled-back change leaves no entry and a committed
 * one always has its entry. Record only what an operator needs to read back: never passwords,
 * tokens, file bytes or a requester's personal details.
 */
import type { Database } from "~/db/client.server";
import { type AuditFieldChange, auditLog } from "~/db/schema";

/** What the log says happened: `<entity>.<verb>`, e.g. `company.updated`, `user.admin_granted`. */
export interface AuditEntry {
  /** The signed-in user who made the change; null for the system (e.g. an import script). */
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  /** The entity's name at the time (a company or product name, a user's e-mail is not one). */
  entityLabel?: string;
  /** The company concerned, for the log's company filter. */
  companyId?: string | null;
  /** Edited fields, before → after (see `changedFields`). */
  changes?: Record<string, AuditFieldChange>;
}

/** Writes one entry, or several at once (e.g. every message of one "Send again"). */
export async function recordAudit(
  db: Database,
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityLabel: (entry.entityLabel ?? "").slice(0, 300),
      companyId: entry.companyId ?? null,
      changes: entry.changes ?? {},
    })),
  );
}

/**
 * The fields among `fields` whose value differs between `before` and `after`, as before → after.
 * Arrays and dates compare by value. Pass only fields that are safe to keep (no secrets).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T>,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = normalize(before[field]);
    const to = normalize(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** Writes an edit's entry only when the edit changed a field: an unchanged save leaves none. */
export async function recordEdit(
  db: Database,
  entry: AuditEntry & { changes: Record<string, AuditFieldChange> },
): Promise<void> {
  if (Object.keys(entry.changes).length > 0) await recordAudit(db, entry);
}
