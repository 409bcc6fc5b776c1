import { Link } from "react-router";
import { getAppContext } from "~/context.server";
import {
  CLAIM_FAILURE,
  type ClaimRequestActionData,
  claimRequestSchema,
} from "~/forms/claim-request";
import { hasControlCharacter } from "~/forms/kit";
import { ALREADY_RECEIVED } from "~/lib/form-guard";
import { LIMITS } from "~/lib/limits";
import { seo, siteFromMatches } from "~/lib/seo";
import { handlePublicSubmission } from "~/models/guards/public-submission.server";
import { createClaimRequest, findClaimableCompany } from "~/models/reviews/claim-request.server";
import type { Route } from "./+types/route";
import { ClaimForm } from "./claim-form";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Claim your company page",
    description:
      "Represent a dental supplier listed on SampleTray? Claim your company page to update your details, products and samples, and receive sample request leads.",
    path: "/claim-request",
  });
}

/** `?company=` may hold a company id or a company name; a listed company pre-fills its name. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const typed = (new URL(request.url).searchParams.get("company") ?? "").trim();
  // A reference with control characters names no company (and is not shown back).
  const reference = hasControlCharacter(typed) ? "" : typed.slice(0, LIMITS.companyName);
  const company = reference ? await findClaimableCompany(db, reference) : null;
  return { companyName: company?.name ?? reference };
}

/** Anyone may ask to claim a page; the CSRF check refuses cross-site posts. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicSubmission(
    { request, context },
    {
      form: "claim",
      schema: claimRequestSchema,
      failureMessage: CLAIM_FAILURE,
      traits: (claim) => ({
        email: claim.email,
        fingerprint: [claim.email, claim.companyName.toLowerCase()],
      }),
      store: async (tx, claim, outbox) => {
        const company = await findClaimableCompany(tx, claim.companyName);
        await createClaimRequest(tx, { ...claim, companyId: company?.id ?? null }, outbox);
        return { ok: true as const, companyName: claim.companyName };
      },
    },
  );
}

export default function ClaimRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ClaimRequestActionData | undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="page-title">
      {result?.ok ? (
        <ClaimSuccess companyName={result.companyName} alreadyReceived={result.alreadyReceived} />
      ) : (
        <>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight">
            Claim your company page
          </h1>
          <p className="mt-3 text-slate-700">
            Work for a dental supplier listed on SampleTray? Tell us who you are and we will verify
            that you represent the company, then give you access to manage its page and leads.
          </p>
          <ClaimForm defaultCompanyName={loaderData.companyName} failure={result} />
        </>
      )}
    </section>
  );
}

const STEPS = [
  {
    title: "Review",
    text: "Our team reviews your request and checks the company details you gave us.",
  },
  {
    title: "Verification",
    text: "We contact you at the e-mail address you gave to confirm that you represent the company.",
  },
  {
    title: "Access granted",
    text: "Once verified, you get access to manage your company page, products and sample request leads.",
  },
] as const;

function ClaimSuccess({
  companyName,
  alreadyReceived = false,
}: {
  companyName: string;
  alreadyReceived?: boolean | undefined;
}) {
  return (
    <div role="status">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-brand-900">
        Claim request submitted
      </h1>
      <p className="mt-3 text-slate-700">
        Thank you. We received your request to claim <strong>{companyName}</strong>. We review claim
        requests within 2-3 business days.
      </p>
      {alreadyReceived ? <p className="mt-3 text-slate-700">{ALREADY_RECEIVED}</p> : null}
      <h2 className="mt-8 text-xl font-semibold">What happens next</h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-lg border border-slate-200 p-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </div>
  );
}
