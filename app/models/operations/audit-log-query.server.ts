/**
 * Reading the audit log (/admin/audit, docs/decisions/072): newest first, a page at a time (keyset
 * on at and id, the order of the audit_log_at_idx index), filtered by action, entity type, actor
 * (e-mail or user id), company (id or exact name) and a date range (UTC days, both ends included).
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, companies, users } from "~/db/schema";
import { type Cursor, cursorFromUrl, defineKeyset } from "~/lib/page-cursor.server";
import { isDay } from "~/lib/timestamps";

export const AUDIT_PAGE_SIZE = 50;

export const INVALID_DATE = "Enter a date as YYYY-MM-DD.";
export const DATES_REVERSED = "The end date is before the start date.";

export interface AuditFilters {
  action: string;
  entityType: string;
  actor: string;
  company: string;
  from: string;
  to: string;
  before: Cursor | null;
}

/** The log newest first, the order of audit_log_at_idx; its ids are numbers. */
const auditKeyset = defineKeyset({ at: auditLog.at, id: auditLog.id, idShape: "bigint" });

export type AuditFilterErrors = Partial<Record<"from" | "to", string>>;

/** The filters of the page's URL (each trimmed and bounded), and what is wrong with the dates. */
export function auditFiltersFromUrl(url: URL): {
  filters: AuditFilters;
  errors: AuditFilterErrors;
} {
  const text = (name: string, max = 200) => (url.searchParams.get(name) ?? "").trim().slice(0, max);
  const filters: AuditFilters = {
    action: text("action", 60),
    entityType: text("entityType", 40),
    actor: text("actor"),
    company: text("company"),
    from: text("from", 10),
    to: text("to", 10),
    before: cursorFromUrl(url, "before", auditKeyset),
  };
  const errors: AuditFilterErrors = {};
  if (filters.from && !isDay(filters.from)) errors.from = INVALID_DATE;
  if (filters.to && !isDay(filters.to)) errors.to = INVALID_DATE;
  if (!errors.from && !errors.to && filters.from && filters.to && filters.to < filters.from) {
    errors.to = DATES_REVERSED;
  }
  return { filters, errors };
}

function conditionsFor(filters: AuditFilters, errors: AuditFilterErrors): SQL[] {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.actor) {
    conditions.push(
      sql`(${auditLog.actorId} = ${filters.actor} or ${auditLog.actorId} in (select ${users.id} from ${users} where lower(${users.email}) = lower(${filters.actor})))`,
    );
  }
  if (filters.company) {
    conditions.push(
      sql`(${auditLog.companyId} = ${filters.company} or ${auditLog.companyId} in (select ${companies.id} from ${companies} where lower(${companies.name}) = lower(${filters.company})))`,
    );
  }
  if (filters.from && !errors.from) conditions.push(sql`${auditLog.at} >= ${filters.from}::date`);
  if (filters.to && !errors.to) {
    conditions.push(sql`${auditLog.at} < (${filters.to}::date + 1)`);
  }
  conditions.push(...auditKeyset.after(filters.before));
  return conditions;
}

/** One page of entries, newest first, with each actor's e-mail and each company's name. */
export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  errors: AuditFilterErrors = {},
) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      entityLabel: auditLog.entityLabel,
      companyId: auditLog.companyId,
      companyName: companies.name,
      changes: auditLog.changes,
      ...auditKeyset.columns,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(and(...conditionsFor(filters, errors)))
    .orderBy(...auditKeyset.order)
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = auditKeyset.page(rows, AUDIT_PAGE_SIZE);
  return { entries: page.rows, nextBefore: page.next };
}

/** The actions and entity types the log holds, for the filter's choices. */
export async function listAuditChoices(db: Database) {
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ value: auditLog.entityType })
      .from(auditLog)
      .orderBy(asc(auditLog.entityType)),
  ]);
  return { actions: actions.map((r) => r.value), entityTypes: entityTypes.map((r) => r.value) };
}
