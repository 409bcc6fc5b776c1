/**
 * Supplier registration: the action the pricing modal posts to, and a plain page with the same
 * form for browsers without JavaScript (the modal's Start Free Trial links point here).
 */
import { Link } from "react-router";
import {
  REGISTRATION_FAILURE,
  type RegistrationActionData,
  registrationSchema,
} from "~/forms/supplier-registration";
import { PLAN_TYPES, type PlanType } from "~/lib/catalogue";
import { seo, siteFromMatches } from "~/lib/seo";
import { handlePublicSubmission } from "~/models/guards/public-submission.server";
import { createSupplierRegistration } from "~/models/reviews/supplier-registration.server";
import type { Route } from "./+types/route";
import { RegisterPageForm } from "./register-page-form";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Start your free trial",
    description: "Register your dental supply company for a SampleTray plan. First month free.",
    path: "/pricing/register",
    noindex: true,
  });
}

/** The plan named in the URL, or the basic plan. */
function toPlanType(value: string | null | undefined): PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value ?? "") ? (value as PlanType) : "basic";
}

export function loader({ request }: Route.LoaderArgs) {
  return {
    plan: toPlanType(new URL(request.url).searchParams.get("plan")),
  };
}

/** Anyone may register; the CSRF check in server/app.ts refuses cross-site posts. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicSubmission(
    { request, context },
    {
      form: "registration",
      schema: registrationSchema,
      failureMessage: REGISTRATION_FAILURE,
      traits: (registration) => ({
        email: registration.email,
        fingerprint: [
          registration.email,
          registration.companyName.toLowerCase(),
          registration.planType,
        ],
      }),
      store: async (tx, registration, outbox) => {
        await createSupplierRegistration(tx, registration, outbox);
        return { ok: true as const, planType: registration.planType };
      },
    },
  );
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as RegistrationActionData | undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12" aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/pricing" className="text-brand-700 underline">
          ← Back to pricing
        </Link>
      </p>
      <h1 id="page-title" className="mt-4 text-3xl font-bold tracking-tight">
        Start your free trial
      </h1>
      <div className="mt-8 rounded-lg border border-slate-200 p-6">
        <RegisterPageForm plan={loaderData.plan} result={result} />
      </div>
    </section>
  );
}
