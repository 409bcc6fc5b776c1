/**
 * Keyset paging over sample requests, newest first (docs/decisions/151): the keyset of the
 * one cursor module, so pages and export batches never skip or repeat a row.
 */
import { sampleRequests } from "~/db/schema";
import { defineKeyset } from "~/lib/page-cursor.server";

/** Rows per read of a streamed CSV export: memory holds one batch. */
export const EXPORT_BATCH_SIZE = 2_000;

/** Sample requests newest first: (requested_at, id). */
export const requestsKeyset = defineKeyset({
  at: sampleRequests.requestedAt,
  id: sampleRequests.id,
  idShape: "uuid",
});

/**
 * The columns both request lists read (the admin page adds its own; a company's leads use these),
 * with the keyset's columns for the next cursor.
 */
export const listedRequestColumns = {
  id: sampleRequests.id,
  requestedAt: sampleRequests.requestedAt,
  firstName: sampleRequests.firstName,
  lastName: sampleRequests.lastName,
  email: sampleRequests.email,
  phone: sampleRequests.phone,
  licenseNumber: sampleRequests.licenseNumber,
  npi: sampleRequests.npi,
  practiceName: sampleRequests.practiceName,
  practiceType: sampleRequests.practiceType,
  city: sampleRequests.city,
  state: sampleRequests.state,
  zipCode: sampleRequests.zipCode,
  yearsInPractice: sampleRequests.yearsInPractice,
  requestedProducts: sampleRequests.requestedProducts,
  status: sampleRequests.status,
  ...requestsKeyset.columns,
};
