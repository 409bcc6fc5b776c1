/**
 * The one JSON shape of a lead (docs/decisions/157): the REST API's answers, the webhooks'
 * payloads and the OpenAPI document's `Lead` are this schema, and every lead is made into it by
 * `leadJson`. It carries what the workspace's lead page shows the supplier (contact, practice,
 * address, products, notes, how they heard, marketing consent, status, shipment, dates), never
 * the internal submission id or who changed the status. `z.object` drops every other field.
 */
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { sampleRequests } from "~/db/schema";
import { REQUEST_STATUSES } from "~/lib/catalogue";
import { findShipments } from "./shipments.server";

const timestamp = z.iso.datetime({ offset: true });

export const leadSchema = z
  .object({
    id: z.uuid(),
    companyId: z.string(),
    status: z.enum(REQUEST_STATUSES),
    carrier: z
      .string()
      .nullable()
      .meta({ description: "How it was shipped (the latest, corrections included); else null." }),
    trackingNumber: z
      .string()
      .nullable()
      .meta({ description: "The shipment's tracking number (the latest); else null." }),
    createdAt: timestamp.meta({ description: "When the sample request was sent." }),
    updatedAt: timestamp.meta({ description: "The last status change, else createdAt." }),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    licenseNumber: z.string().nullable(),
    npi: z.string().nullable(),
    practiceName: z.string(),
    practiceType: z.string(),
    yearsInPractice: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string().meta({ description: "Two-letter code." }),
    zipCode: z.string(),
    requestedProducts: z.array(
      z.object({ productId: z.string(), productName: z.string(), quantity: z.string() }),
    ),
    specificRequests: z.string().nullable(),
    comments: z.string().nullable(),
    howHeardAbout: z.string(),
    allowMarketing: z.boolean(),
  })
  .meta({ id: "Lead", description: "A sample request, with what the workspace shows of it." });

export type LeadJson = z.infer<typeof leadSchema>;

type LeadRow = typeof sampleRequests.$inferSelect;
type Shipment = { carrier: string | null; trackingNumber: string | null } | null | undefined;

/** A lead row and its latest shipment (findShipments; none before it is shipped) as JSON. */
export function leadJson(row: LeadRow, shipment: Shipment): LeadJson {
  return leadSchema.parse({
    ...row,
    carrier: shipment?.carrier ?? null,
    trackingNumber: shipment?.trackingNumber ?? null,
    createdAt: row.requestedAt.toISOString(),
    updatedAt: (row.statusChangedAt ?? row.requestedAt).toISOString(),
  });
}

/** Lead rows as JSON, in their order, each with its shipment (one query for all). */
export async function leadsJson(db: Database, rows: readonly LeadRow[]): Promise<LeadJson[]> {
  const shipments = await findShipments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => leadJson(row, shipments.get(row.id)));
}
