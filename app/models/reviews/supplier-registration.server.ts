/** Supplier registrations from the pricing page: each starts pending. */

import type { Database } from "~/db/client.server";
import { supplierRegistrations } from "~/db/schema";
import { findPlan } from "~/lib/plans";
import { registrationMessages } from "~/mail/messages/supplier-inquiries";
import type { Outbox } from "~/mail/outbox.server";

/** The registration as submitted; status and submittedAt are set here and by the database. */
export type NewSupplierRegistration = Omit<
  typeof supplierRegistrations.$inferInsert,
  "id" | "submittedAt" | "status"
>;

/**
 * Stores a registration with status pending (submittedAt is set by the database) and, in the same
 * transaction, the operators' e-mail and the registrant's acknowledgement.
 */
export async function createSupplierRegistration(
  db: Database,
  input: NewSupplierRegistration,
  outbox: Outbox,
) {
  const [row] = await db
    .insert(supplierRegistrations)
    .values({ ...input, status: "pending" })
    .returning({ id: supplierRegistrations.id, submittedAt: supplierRegistrations.submittedAt });
  if (!row) throw new Error("Supplier registration was not stored");
  await outbox.enqueue(
    db,
    registrationMessages(outbox.site, { ...input, planName: findPlan(input.planType).name }),
  );
  return row;
}
