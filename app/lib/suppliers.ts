/**
 * The supplier side (docs/decisions/060-ownership-model.md): who belongs to a company, how a claim
 * is reviewed, and the limits of what suppliers upload.
 */

/** A company member's role: owners also manage the team; both work leads and the listing. */
export const COMPANY_ROLES = ["owner", "member"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * Where a claim stands: pending (new), more_info (the operators asked the claimant a question),
 * disputed (the company already has an owner), approved (the claimant is invited as owner),
 * rejected, superseded (a dispute was resolved for a later claim). At most one approved claim per
 * company.
 */
export const CLAIM_STATUSES = [
  "pending",
  "more_info",
  "disputed",
  "approved",
  "rejected",
  "superseded",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Where a supplier registration stands (the review_status enum); a claim has these and more. */
export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;

/** A claim's or a registration's status in words. */
export const REVIEW_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: "Pending",
  more_info: "More information asked",
  disputed: "Disputed",
  approved: "Approved",
  rejected: "Rejected",
  superseded: "Superseded",
};

/** Why an invitation exists: an approved claim, an approved registration, or an owner's invite. */
export const INVITATION_SOURCES = ["claim", "registration", "team"] as const;
export type InvitationSource = (typeof INVITATION_SOURCES)[number];

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 30;

/** The first month of a registered supplier's plan is free. */
export const TRIAL_DAYS = 30;

/** Uploaded images and documents (product-decisions: never SVG from users). */
export const UPLOAD_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "application/pdf": "pdf",
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
export const IMAGE_TYPES: readonly UploadType[] = ["image/png", "image/jpeg", "image/webp"];
/** A product's documents (Safety Data Sheet, Instructions for Use): PDF only. */
export const DOCUMENT_TYPES: readonly UploadType[] = ["application/pdf"];
/** The largest image accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** The largest document (PDF) accepted, in bytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** How many images one product may show. */
export const MAX_PRODUCT_IMAGES = 4;

/** Limits of the status details a supplier gives (carrier, tracking number, reason, note). */
export const STATUS_DETAIL_LIMITS = {
  carrier: 100,
  trackingNumber: 100,
  reason: 1000,
  note: 1000,
} as const;
