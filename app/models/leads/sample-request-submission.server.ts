/**
 * What a sample request submission is to the one public path (handlePublicSubmission): its
 * traits for the form guard, how it is stored, and its refusals. /request-samples and My samples'
 * Request again (docs/decisions/129) both submit through it, so both meet the same limits, the
 * same duplicates window and the same fair use, and send the same e-mails.
 */
import type { Database } from "~/db/client.server";
import {
  ALL_COMPANIES,
  REQUEST_FAILED_MESSAGE,
  type RequestedSummary,
  sampleRequestSchema,
} from "~/forms/sample-request";
import {
  isReturningProfessional,
  savePracticeProfile,
} from "~/models/accounts/practice-profile.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { countRequestAllCompanies } from "~/models/catalogue/company.server";
import type { PublicSubmission } from "~/models/guards/public-submission.server";
import { FairUseExceededError } from "./fair-use.server";
import {
  createSampleRequests,
  submissionIdFromKey,
  UnknownCompanyError,
} from "./sample-request.server";

type RequestSubmission<E extends object> = PublicSubmission<
  typeof sampleRequestSchema,
  { ok: true; summary: RequestedSummary },
  E
>;

/** The sample request's submission for the signed-in `user` (or a visitor, null). */
export function sampleRequestSubmission<E extends object = Record<never, never>>(
  user: SessionUser | null,
  extra?: E,
): RequestSubmission<E> {
  return {
    form: "sample-request",
    schema: sampleRequestSchema,
    failureMessage: REQUEST_FAILED_MESSAGE,
    ...(extra ? { extra } : {}),
    traits: async ({ email, companyId, productId, category }, db: Database) => ({
      email,
      // 'Make Request to All' is one lead per company (in the category, under a filter).
      leads: companyId === ALL_COMPANIES ? await countRequestAllCompanies(db, { category }) : 1,
      fingerprint: [
        email,
        companyId === ALL_COMPANIES && category ? `${companyId}:${category}` : companyId,
        [...new Set(productId)].sort(),
      ],
    }),
    store: async (
      tx,
      { companyId, productId, category, saveToProfile, ...contact },
      outbox,
      key,
    ) => {
      // Read before this request's own details may save a profile (docs/decisions/130).
      const isReturning = await isReturningProfessional(tx, user, contact.email);
      const created = await createSampleRequests(
        tx,
        { ...contact, isReturningProfessional: isReturning },
        companyId === ALL_COMPANIES
          ? { all: true, category }
          : { companyId, productIds: productId },
        outbox,
        submissionIdFromKey(key),
      );
      // "Save these details to my profile": with the request, in its transaction.
      if (saveToProfile && user) await savePracticeProfile(tx, user.id, contact);
      return {
        ok: true as const,
        summary: {
          companies: created.map((r) => ({
            id: r.companyId,
            name: r.companyName,
            products: r.requestedProducts.map((p) => p.productName),
          })),
        },
      };
    },
    failureStatus: (error) =>
      error instanceof UnknownCompanyError
        ? 404
        : error instanceof FairUseExceededError
          ? 429
          : 500,
    refusalMessage: (error) => (error instanceof FairUseExceededError ? error.message : null),
  };
}
