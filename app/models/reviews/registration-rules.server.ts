/**
 * What each decision does to a supplier registration (docs/decisions/060-ownership-model.md), run
 * by the one review flow (review-decision.server.ts): approving creates the company page as a draft (or
 * takes over an unowned one of the same name), starts the plan's free month and invites the registrant
 * as owner; rejecting e-mails the reason. Only a pending registration is decided.
 */
import { asc, like, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, supplierRegistrations } from "~/db/schema";
import { slugifyCompanyName } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { escapeLike } from "~/lib/like-pattern";
import { startTrial } from "~/models/billing/trial.server";
import { hasOwner } from "~/models/suppliers/membership.server";
import { decisionsOf, type ReviewKind, rejection, saveNotes } from "./review-decision.server";
import { type ReviewOutcome, ReviewRefusal } from "./review-outcome.server";

const REGISTRATIONS: ReviewKind<typeof supplierRegistrations> = {
  entity: "registration",
  table: supplierRegistrations,
  missing: "This registration does not exist.",
  decidedMeanwhile:
    "Another admin decided this registration a moment ago. Reload the page to see its status.",
};

interface Reviewer {
  registrationId: string;
  adminId: string;
}

const registrationDecision = decisionsOf(REGISTRATIONS, (input: Reviewer) => input.registrationId);

/** Only a pending registration is decided. */
function pending(registration: typeof supplierRegistrations.$inferSelect) {
  if (registration.status !== "pending") {
    throw new ReviewRefusal(409, `This registration is already ${registration.status}.`);
  }
  return ["pending"] as const;
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
 * invitation is the approval e-mail). Two approvals creating the same company id at once: the
 * second loses (a unique violation, answered as decided meanwhile).
 */
export const approveRegistration = registrationDecision((input, now) => ({
  action: "registration.approved",
  from: pending,
  async change(tx, registration) {
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
    let company = existing;
    if (!company) {
      [company] = await tx
        .insert(companies)
        .values({
          id: await uniqueCompanyId(tx, name),
          name,
          description: "",
          website: registration.website,
          // A draft until its owner (or an admin) publishes it (docs/decisions/117).
          publishedAt: null,
        })
        .returning({ id: companies.id, name: companies.name });
    }
    if (!company) throw new Error("The registration's company was not stored");
    const trial = await startTrial(tx, company.id, registration.planType, now, input.adminId);
    if (!trial?.trialEndsAt) throw new Error("The registration's trial was not started");
    return {
      set: { status: "approved", companyId: company.id, decisionMessage: null },
      owner: company,
      message: `Registration approved: ${existing ? "the listed" : "a new"} page for ${company.name}, free until ${formatLongDate(trial.trialEndsAt)}, and ${registration.email} is invited as its owner.`,
    };
  },
}));

/** Rejects a pending registration with a reason the registrant reads in the e-mail. */
export const rejectRegistration = registrationDecision<{ reason: string }>(({ reason }) => ({
  action: "registration.rejected",
  from: pending,
  change: async () =>
    rejection(reason, "Registration rejected. The registrant was e-mailed the reason."),
}));

/** The operators' internal notes on a registration (never sent). */
export function saveRegistrationNotes(
  db: Database,
  input: Reviewer & { notes: string },
): Promise<ReviewOutcome> {
  return saveNotes(db, REGISTRATIONS, {
    id: input.registrationId,
    adminId: input.adminId,
    notes: input.notes,
  });
}
