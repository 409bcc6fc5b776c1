/** Supplier registrations from the pricing page (spec §3, §4, §7). */
import type { Database } from "~/db/client.server";
import { supplierRegistrations } from "~/db/schema";
import type { PlanType } from "~/lib/catalogue";

export interface NewSupplierRegistration {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string | null;
  planType: PlanType;
  message: string | null;
}

/** Stores a registration with status pending; submittedAt is set by the database. */
export async function createSupplierRegistration(db: Database, input: NewSupplierRegistration) {
  const [row] = await db
    .insert(supplierRegistrations)
    .values({ ...input, status: "pending" })
    .returning({ id: supplierRegistrations.id, submittedAt: supplierRegistrations.submittedAt });
  if (!row) throw new Error("Supplier registration was not stored");
  return row;
}
