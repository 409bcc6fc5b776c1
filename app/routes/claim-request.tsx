import { data, Form, Link, useNavigation } from "react-router";
import { FormAlert, SubmitButton, TextAreaField, TextField } from "~/components/form/fields";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { FormGuardFields } from "~/components/form-guard/form-guard-fields";
import {
  CLAIM_FAILURE,
  type ClaimRequestActionData,
  claimRequestSchema,
} from "~/components/suppliers/claim-request-schema";
import { getAppContext } from "~/context.server";
import { formValues, parseForm } from "~/lib/form";
import { LIMITS } from "~/lib/limits";
import { logFailure } from "~/lib/log.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { createClaimRequest, findClaimableCompany } from "~/models/claim-request.server";
import { guardContext, guardSubmission, readFormGuard } from "~/models/form-guard.server";
import type { Route } from "./+types/claim-request";

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
  const reference = (new URL(request.url).searchParams.get("company") ?? "")
    .trim()
    .slice(0, LIMITS.companyName);
  const company = reference ? await findClaimableCompany(db, reference) : null;
  return { companyName: company?.name ?? reference };
}

/** Anyone may ask to claim a page (spec §6); the CSRF check refuses cross-site posts. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const guard = await readFormGuard(request);
  const raw = formValues(await request.formData());
  const values = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value[0] ?? "") : value,
    ]),
  );
  const parsed = parseForm(claimRequestSchema, values);
  if (!parsed.ok) {
    return data<ClaimRequestActionData>(
      { ok: false, errors: parsed.errors, values },
      { status: 400 },
    );
  }
  try {
    const guarded = await guardSubmission(guardContext(app), {
      form: "claim",
      guard,
      email: parsed.data.email,
      fingerprint: [parsed.data.email.toLowerCase(), parsed.data.companyName.toLowerCase()],
      store: async (tx) => {
        const company = await findClaimableCompany(tx, parsed.data.companyName);
        await createClaimRequest(tx, { ...parsed.data, companyId: company?.id ?? null });
        return { ok: true as const, companyName: parsed.data.companyName };
      },
    });
    if (!guarded.ok) {
      return data<ClaimRequestActionData>(
        { ok: false, formError: guarded.message, values },
        { status: guarded.status, headers: guarded.headers },
      );
    }
    return data<ClaimRequestActionData>(guarded.reply);
  } catch (error) {
    // The error may quote what the user typed, so only its code is logged.
    logFailure("Claim request failed", error);
    return data<ClaimRequestActionData>(
      { ok: false, formError: CLAIM_FAILURE, values },
      { status: 500 },
    );
  }
}

export default function ClaimRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ClaimRequestActionData | undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="page-title">
      {result?.ok ? (
        <ClaimSuccess companyName={result.companyName} />
      ) : (
        <>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight">
            Claim your company page
          </h1>
          <p className="mt-3 text-slate-700">
            Work for a dental supplier listed on SampleTray? Tell us who you are and we will verify
            that you represent the company, then give you access to manage its page and leads.
          </p>
          <ClaimForm
            defaultCompanyName={loaderData.companyName}
            errors={result?.errors}
            values={result?.values}
            formError={result?.formError}
          />
        </>
      )}
    </section>
  );
}

function ClaimForm({
  defaultCompanyName,
  errors: serverErrors,
  values,
  formError,
}: {
  defaultCompanyName: string;
  errors?: Partial<Record<string, string>> | undefined;
  values?: Record<string, string> | undefined;
  formError?: string | undefined;
}) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const { formRef, errors, onSubmit } = useValidatedForm(claimRequestSchema, serverErrors);
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-8 space-y-4 rounded-lg border border-slate-200 p-6"
    >
      <FormGuardFields />
      <FormAlert>{formError}</FormAlert>
      <TextField
        label="Company name"
        name="companyName"
        required
        autoComplete="organization"
        maxLength={LIMITS.companyName}
        defaultValue={values?.companyName ?? defaultCompanyName}
        error={errors.companyName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contact name"
          name="contactName"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          defaultValue={values?.contactName}
          error={errors.contactName}
        />
        <TextField
          label="Job title"
          name="jobTitle"
          required
          autoComplete="organization-title"
          maxLength={LIMITS.jobTitle}
          defaultValue={values?.jobTitle}
          error={errors.jobTitle}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          defaultValue={values?.email}
          error={errors.email}
          hint="Preferably an address at your company's domain, which speeds up verification."
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          defaultValue={values?.phone}
          error={errors.phone}
        />
      </div>
      <TextField
        label="Company website"
        name="website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        maxLength={LIMITS.url}
        defaultValue={values?.website}
        error={errors.website}
      />
      <TextAreaField
        label="Message"
        name="message"
        maxLength={LIMITS.longText}
        defaultValue={values?.message}
        error={errors.message}
        hint="Anything that helps us verify you, or what you would like to change on the page."
      />
      <SubmitButton isBusy={isSubmitting} busyText="Submitting...">
        Submit Claim Request
      </SubmitButton>
    </Form>
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

function ClaimSuccess({ companyName }: { companyName: string }) {
  return (
    <div role="status">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-brand-900">
        Claim request submitted
      </h1>
      <p className="mt-3 text-slate-700">
        Thank you. We received your request to claim <strong>{companyName}</strong>. We review claim
        requests within 2-3 business days.
      </p>
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
