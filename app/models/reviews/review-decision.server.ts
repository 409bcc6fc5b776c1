/**
 * One review flow for claims and registrations (docs/decisions/105): a decision locks the row
 * (`FOR UPDATE`), asks the kind's rule which statuses it may leave and what it becomes (finding,
 * creating or clearing the company on the way), changes the status conditionally (`WHERE status
 * IN (...)`, the race guard), records who decided and when, writes the audit entry, and queues the
 * e-mail: the invitation of an approval, or the reason or question of any other decision. All in
 * one transaction; a refusal thrown inside rolls everything back, and a unique violation (another
 * admin won a race) is answered with the rule's message. The rules are claim-rules.server.ts and
 * registration-rules.server.ts.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type claimRequests, companies, type supplierRegistrations } from "~/db/schema";
import { now as clockNow } from "~/lib/clock";
import { isUuid } from "~/lib/uuid";
import { type ReviewNotice, reviewDecisionMessage } from "~/mail/messages/review-decision";
import type { Outbox } from "~/mail/outbox.server";
import { changedFields, recordAudit } from "~/models/operations/audit-log.server";
import { inviteToCompany } from "~/models/suppliers/invitation.server";
import { type ReviewOutcome, ReviewRefusal, uniqueViolation } from "./review-outcome.server";

type ReviewTable = typeof claimRequests | typeof supplierRegistrations;

/** What the flow needs to know of a kind: its table and its words. */
export interface ReviewKind<T extends ReviewTable> {
  /** The audit entries' entity type (and their actions' prefix) and the invitation's source. */
  entity: "claim" | "registration";
  table: T;
  /** The 404 refusal's message. */
  missing: string;
  /** The 409 refusal when another admin decided first. */
  decidedMeanwhile: string;
}

type Row<T extends ReviewTable> = T["$inferSelect"];
type Status<T extends ReviewTable> = Row<T>["status"];

/**
 * What a decision does to the row, and whom it tells: an approval invites the row's e-mail as the
 * `owner` of a company (the invitation is the approval e-mail); any other decision e-mails its
 * reason or question (`notice`, Reply-To the operators).
 */
export type Change<T extends ReviewTable> = {
  set: { status: Status<T>; decisionMessage: string | null; companyId?: string };
  /** The success message the admin reads. */
  message: string;
} & ({ owner: { id: string; name: string } } | { notice: ReviewNotice });

/** A rejection: the reason is stored as the decision's message and e-mailed. */
export function rejection(reason: string, message: string) {
  return {
    set: { status: "rejected", decisionMessage: reason },
    notice: { kind: "rejected", reason },
    message,
  } as const;
}

/**
 * Records a status the row turned out to have without deciding it (a claim found to be a
 * dispute): conditional on `from`, not stamped with the reviewer, audited as `action`.
 */
type Mark<T extends ReviewTable> = (
  from: readonly Status<T>[],
  set: { status: Status<T>; companyId?: string },
  action: string,
) => Promise<void>;

/** One decision of one kind: the per-kind rule the flow runs. */
export interface DecisionRule<T extends ReviewTable> {
  /** The audit entry's action, e.g. "claim.rejected". */
  action: string;
  /** The statuses the row may move from; throws a `ReviewRefusal` when it may not move at all. */
  from(row: Row<T>): readonly Status<T>[];
  /** What the row becomes (after any work on the company), or an answer to give at once. */
  change(tx: Database, row: Row<T>, mark: Mark<T>): Promise<Change<T> | ReviewOutcome>;
  /** The answer when a unique index refuses the change; the kind's "decided meanwhile" by default. */
  conflict?: string;
}

// The queries below are written against claim_requests' columns: supplier_registrations has the
// same ones (id, status, notes, reviewed_at, reviewed_by, decision_message, company_id).

/** The row, locked for this transaction, or a 404 refusal. */
async function lock<T extends ReviewTable>(tx: Database, kind: ReviewKind<T>, id: string) {
  const table = kind.table as typeof claimRequests;
  if (!isUuid(id)) throw new ReviewRefusal(404, kind.missing);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
  if (!row) throw new ReviewRefusal(404, kind.missing);
  return row as Row<T>;
}

/**
 * Sets the row's columns if its status is still one of `from` (the race guard) and writes the
 * audit entry (status, company, message and notes, before → after); false when the status moved.
 */
async function move<T extends ReviewTable>(
  tx: Database,
  kind: ReviewKind<T>,
  row: Row<T>,
  change: { from: readonly Status<T>[]; set: Partial<Row<T>>; action: string; adminId: string },
) {
  const { from, set, action, adminId } = change;
  const table = kind.table as typeof claimRequests;
  const moved = await tx
    .update(table)
    .set(set as Partial<typeof table.$inferInsert>)
    .where(and(eq(table.id, row.id), inArray(table.status, from as Status<typeof table>[])))
    .returning({ id: table.id });
  if (moved.length === 0) return false;
  await recordAudit(tx, {
    actorId: adminId,
    action,
    entityType: kind.entity,
    entityId: row.id,
    entityLabel: row.companyName,
    companyId: set.companyId ?? row.companyId,
    changes: changedFields<Row<T>>(row, set, ["status", "companyId", "decisionMessage", "notes"]),
  });
  return true;
}

/**
 * Runs `work` on the row, locked, in one transaction: a refusal thrown inside rolls it back and
 * becomes the answer, and so does a unique violation (another admin won a race), as `conflict`.
 */
async function withLockedRow<T extends ReviewTable>(
  db: Database,
  kind: ReviewKind<T>,
  id: string,
  conflict: string,
  work: (tx: Database, row: Row<T>) => Promise<ReviewOutcome>,
): Promise<ReviewOutcome> {
  try {
    return await db.transaction(async (tx) => work(tx, await lock(tx, kind, id)));
  } catch (error) {
    if (error instanceof ReviewRefusal) return error.outcome;
    if (uniqueViolation(error) !== null) return { ok: false, status: 409, message: conflict };
    throw error;
  }
}

/**
 * A kind's decisions as their callers use them, `(db, outbox, input, now?)`: `idOf` reads the
 * row's id from the input (`claimId`, `registrationId`), and each rule is made from the input.
 */
export function decisionsOf<T extends ReviewTable, R extends { adminId: string }>(
  kind: ReviewKind<T>,
  idOf: (input: R) => string,
) {
  return <I = object>(rule: (input: I & R, now: Date) => DecisionRule<T>) =>
    (db: Database, outbox: Outbox, input: I & R, now = clockNow()) =>
      decide(db, outbox, kind, { id: idOf(input), adminId: input.adminId, now }, rule(input, now));
}

/** Runs one decision of one kind (see the top of this file). */
function decide<T extends ReviewTable>(
  db: Database,
  outbox: Outbox,
  kind: ReviewKind<T>,
  { id, adminId, now }: { id: string; adminId: string; now: Date },
  rule: DecisionRule<T>,
): Promise<ReviewOutcome> {
  const conflict = rule.conflict ?? kind.decidedMeanwhile;
  return withLockedRow(db, kind, id, conflict, async (tx, row) => {
    const from = rule.from(row);
    const change = await rule.change(tx, row, async (markFrom, set, action) => {
      await move(tx, kind, row, { from: markFrom, set: set as Partial<Row<T>>, action, adminId });
    });
    if (!("set" in change)) return change;
    const set = { ...change.set, reviewedAt: now, reviewedBy: adminId } as Partial<Row<T>>;
    if (!(await move(tx, kind, row, { from, set, action: rule.action, adminId }))) {
      throw new ReviewRefusal(409, kind.decidedMeanwhile);
    }
    if ("owner" in change) {
      // An approved claim or registration verifies the company (docs/decisions/148); who and
      // when are the review's own reviewedBy and reviewedAt.
      await tx.update(companies).set({ verified: true }).where(eq(companies.id, change.owner.id));
      await inviteToCompany(
        tx,
        {
          companyId: change.owner.id,
          companyName: change.owner.name,
          email: row.email,
          role: "owner",
          source: kind.entity,
          invitedBy: adminId,
          ...(kind.entity === "claim" ? { claimRequestId: row.id } : { registrationId: row.id }),
        },
        outbox,
        now,
      );
    } else {
      const { contactName, companyName } = row;
      const item = { entity: kind.entity, contactName, companyName };
      await outbox.enqueue(tx, [
        reviewDecisionMessage(outbox.site, row.email, item, change.notice),
      ]);
    }
    return { ok: true, message: change.message };
  });
}

/** The operators' internal notes on a claim or registration: saved and audited, sent to nobody. */
export function saveNotes<T extends ReviewTable>(
  db: Database,
  kind: ReviewKind<T>,
  { id, adminId, notes }: { id: string; adminId: string; notes: string },
): Promise<ReviewOutcome> {
  return withLockedRow(db, kind, id, kind.decidedMeanwhile, async (tx, row) => {
    const set = { notes } as Partial<Row<T>>;
    await move(tx, kind, row, {
      from: [row.status],
      set,
      action: `${kind.entity}.notes_saved`,
      adminId,
    });
    return { ok: true, message: "Notes saved." };
  });
}
