/**
 * The operators' review of supplier registrations (docs/decisions/060-ownership-model.md):
 * approving creates the company page (or takes over an unowned one of the same name), starts the
 * plan's free month and invites the registrant as owner; rejecting e-mails the reason. Each
 * decision is one transaction, conditional on the registration still being pending.
 */
import { and, asc, desc, eq, like, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { companies, supplierRegistrations, users } from "~/db/schema";
import { slugifyCompanyName } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { escapeLike } from "~/lib/like-pattern";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "~/lib/registration-status";
import { TRIAL_DAYS } from "~/lib/suppliers";
import { isUuid } from "~/lib/uuid";
import { registrationRejectedMessage } from "~/mail/messages/registration-decision";
import type { Outbox } from "~/mail/outbox.server";
import { changedFields, recordAudit } from "./audit-log.server";
import { inviteToCompany } from "./invitation.server";
import { hasOwner } from "./membership.server";
import { type ReviewOutcome, ReviewRefusal, runDecision } from "./review-outcome.server";
import {
  afterReviewCursor,
  encodeReviewCursor,
  exactTimestamp,
  parseReviewCursor,
  type ReviewCursor,
} from "./review-queue.server";

export const REGISTRATION_DECIDED_MEANWHILE =
  "Another admin decided this registration a moment ago. Reload the page to see its status.";

interface Reviewer {
  registrationId: string;
  adminId: string;
}

async function lockRegistration(tx: Database, id: string) {
  if (!isUuid(id)) throw new ReviewRefusal(404, "This registration does not exist.");
  const [row] = await tx
    .select()
    .from(supplierRegistrations)
    .where(eq(supplierRegistrations.id, id))
    .for("update");
  if (!row) throw new ReviewRefusal(404, "This registration does not exist.");
  if (row.status !== "pending") {
    throw new ReviewRefusal(409, `This registration is already ${row.status}.`);
  }
  return row;
}

type Registration = typeof supplierRegistrations.$inferSelect;

/** The audit entry of a decision on a registration: status, company, message, before → after. */
function auditRegistration(
  tx: Database,
  registration: Registration,
  action: string,
  adminId: string,
  after: Partial<Registration>,
) {
  return recordAudit(tx, {
    actorId: adminId,
    action,
    entityType: "registration",
    entityId: registration.id,
    entityLabel: registration.companyName,
    companyId: after.companyId ?? registration.companyId,
    changes: changedFields(registration, after, [
      "status",
      "companyId",
      "decisionMessage",
      "notes",
    ]),
  });
}

/** A company id from the name that no company uses yet: "acme-dental", else "acme-dental-2"… */
async function uniqueCompanyId(tx: Database, name: string): Promise<string> {
  const base = slugifyCompanyName(name) || "company";
  const taken = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(like(companies.id, `${escapeLike(base)}%`));
  const ids = new Set(taken.map((row) => row.id));
  if (!ids.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/**
 * Approves a pending registration: the company with the registration's name (ignoring case) if it
 * has no owner, else a new company; its plan and free month; the registrant invited as owner (the
 * invitation is the approval e-mail).
 */
export async function approveRegistration(
  db: Database,
  outbox: Outbox,
  input: Reviewer,
  now = new Date(),
): Promise<ReviewOutcome> {
  return runDecision(
    () =>
      db.transaction(async (tx) => {
        const registration = await lockRegistration(tx, input.registrationId);
        const name = registration.companyName.trim();
        const [existing] = await tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(sql`lower(${companies.name}) = lower(${name})`)
          .orderBy(asc(companies.id))
          .limit(1)
          .for("update");
        if (existing && (await hasOwner(tx, existing.id))) {
          throw new ReviewRefusal(
            409,
            `${existing.name} is already listed and has an owner, so this registration cannot take it over. Reject it, or ask the owner to invite the registrant to their team.`,
          );
        }
        const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
        let company = existing;
        if (company) {
          await tx
            .update(companies)
            .set({ plan: registration.planType, trialEndsAt })
            .where(eq(companies.id, company.id));
        } else {
          const [created] = await tx
            .insert(companies)
            .values({
              id: await uniqueCompanyId(tx, name),
              name,
              description: "",
              website: registration.website,
              plan: registration.planType,
              trialEndsAt,
            })
            .returning({ id: companies.id, name: companies.name });
          company = created;
        }
        if (!company) throw new Error("The registration's company was not stored");
        const moved = await tx
          .update(supplierRegistrations)
          .set({
            status: "approved",
            companyId: company.id,
            reviewedAt: now,
            reviewedBy: input.adminId,
            decisionMessage: null,
          })
          .where(
            and(
              eq(supplierRegistrations.id, registration.id),
              eq(supplierRegistrations.status, "pending"),
            ),
          )
          .returning({ id: supplierRegistrations.id });
        if (moved.length === 0) throw new ReviewRefusal(409, REGISTRATION_DECIDED_MEANWHILE);
        await auditRegistration(tx, registration, "registration.approved", input.adminId, {
          status: "approved",
          companyId: company.id,
        });
        await inviteToCompany(
          tx,
          {
            companyId: company.id,
            companyName: company.name,
            email: registration.email,
            role: "owner",
            source: "registration",
            invitedBy: input.adminId,
            registrationId: registration.id,
          },
          outbox,
          now,
        );
        return {
          ok: true,
          message: `Registration approved: ${existing ? "the listed" : "a new"} page for ${company.name}, free until ${formatLongDate(trialEndsAt)}, and ${registration.email} is invited as its owner.`,
        } satisfies ReviewOutcome;
      }),
    // Two approvals creating the same company id at once: the second loses.
    () => ({ ok: false, status: 409, message: REGISTRATION_DECIDED_MEANWHILE }),
  );
}

/** Rejects a pending registration with a reason the registrant reads in the e-mail. */
export async function rejectRegistration(
  db: Database,
  outbox: Outbox,
  input: Reviewer & { reason: string },
  now = new Date(),
): Promise<ReviewOutcome> {
  return runDecision(
    () =>
      db.transaction(async (tx) => {
        const registration = await lockRegistration(tx, input.registrationId);
        const moved = await tx
          .update(supplierRegistrations)
          .set({
            status: "rejected",
            decisionMessage: input.reason,
            reviewedAt: now,
            reviewedBy: input.adminId,
          })
          .where(
            and(
              eq(supplierRegistrations.id, registration.id),
              eq(supplierRegistrations.status, "pending"),
            ),
          )
          .returning({ id: supplierRegistrations.id });
        if (moved.length === 0) throw new ReviewRefusal(409, REGISTRATION_DECIDED_MEANWHILE);
        await auditRegistration(tx, registration, "registration.rejected", input.adminId, {
          status: "rejected",
          decisionMessage: input.reason,
        });
        await outbox.enqueue(tx, [
          registrationRejectedMessage(outbox.site, registration.email, registration, input.reason),
        ]);
        return {
          ok: true,
          message: "Registration rejected. The registrant was e-mailed the reason.",
        } satisfies ReviewOutcome;
      }),
    () => ({ ok: false, status: 409, message: REGISTRATION_DECIDED_MEANWHILE }),
  );
}

/** The operators' internal notes on a registration (never sent). */
export async function saveRegistrationNotes(
  db: Database,
  input: Reviewer & { notes: string },
): Promise<ReviewOutcome> {
  const missing = { ok: false, status: 404, message: "This registration does not exist." } as const;
  if (!isUuid(input.registrationId)) return missing;
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(supplierRegistrations)
      .where(eq(supplierRegistrations.id, input.registrationId))
      .for("update");
    if (!registration) return missing;
    await tx
      .update(supplierRegistrations)
      .set({ notes: input.notes })
      .where(eq(supplierRegistrations.id, registration.id));
    await auditRegistration(tx, registration, "registration.notes_saved", input.adminId, {
      notes: input.notes,
    });
    return { ok: true, message: "Notes saved." };
  });
}

// ---------------------------------------------------------------------------
// Reads for the admin pages
// ---------------------------------------------------------------------------

export const REGISTRATIONS_PAGE_SIZE = 50;

export interface RegistrationFilters {
  status: RegistrationStatus | null;
  after: ReviewCursor | null;
}

/** Pending first, then the decided ones; each newest first. */
const group = sql<number>`(case ${supplierRegistrations.status} when 'pending' then 0 else 1 end)`;

export function registrationFiltersFromUrl(url: URL): RegistrationFilters {
  const status = REGISTRATION_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const after = parseReviewCursor(url.searchParams.get("after"), 2);
  return { status, after };
}

const reviewer = alias(users, "reviewer");

export async function listRegistrations(db: Database, filters: RegistrationFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(supplierRegistrations.status, filters.status));
  if (filters.after) {
    conditions.push(
      afterReviewCursor(
        group,
        supplierRegistrations.submittedAt,
        supplierRegistrations.id,
        filters.after,
      ),
    );
  }
  const rows = await db
    .select({
      id: supplierRegistrations.id,
      companyName: supplierRegistrations.companyName,
      contactName: supplierRegistrations.contactName,
      email: supplierRegistrations.email,
      phone: supplierRegistrations.phone,
      website: supplierRegistrations.website,
      planType: supplierRegistrations.planType,
      submittedAt: supplierRegistrations.submittedAt,
      status: supplierRegistrations.status,
      reviewedAt: supplierRegistrations.reviewedAt,
      reviewedBy: reviewer.email,
      companyId: supplierRegistrations.companyId,
      group,
      cursorAt: exactTimestamp(supplierRegistrations.submittedAt),
    })
    .from(supplierRegistrations)
    .leftJoin(reviewer, eq(reviewer.id, supplierRegistrations.reviewedBy))
    .where(and(...conditions))
    .orderBy(asc(group), desc(supplierRegistrations.submittedAt), desc(supplierRegistrations.id))
    .limit(REGISTRATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, REGISTRATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    registrations: page.map(({ cursorAt: _, group: _g, ...row }) => row),
    nextAfter:
      rows.length > REGISTRATIONS_PAGE_SIZE && last
        ? encodeReviewCursor({ group: last.group, submittedAt: last.cursorAt, id: last.id })
        : null,
  };
}

/** One registration with its reviewer's address and the company its approval created. */
export async function findRegistration(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      registration: supplierRegistrations,
      reviewedByEmail: reviewer.email,
      company: { id: companies.id, name: companies.name, trialEndsAt: companies.trialEndsAt },
    })
    .from(supplierRegistrations)
    .leftJoin(reviewer, eq(reviewer.id, supplierRegistrations.reviewedBy))
    .leftJoin(companies, eq(companies.id, supplierRegistrations.companyId))
    .where(eq(supplierRegistrations.id, id));
  return row ?? null;
}
