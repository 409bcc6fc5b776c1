/** Supplier registrations from the pricing page: each starts pending. */
import type { Database } from "~/db/client.server";
import { supplierRegistrations } from "~/db/schema";

/** The registration as submitted; status and submittedAt are set here and by the database. */
export type NewSupplierRegistration = Omit<
  typeof supplierRegistrations.$inferInsert,
  "id" | "submittedAt" | "status"
>;

/** Stores a registration with status pending; submittedAt is set by the database. */
export async function createSupplierRegistration(db: Database, input: NewSupplierRegistration) {
  const [row] = await db
    .insert(supplierRegistrations)
    .values({ ...input, status: "pending" })
    .returning({ id: supplierRegistrations.id, submittedAt: supplierRegistrations.submittedAt });
  if (!row) throw new Error("Supplier registration was not stored");
  return row;
}
