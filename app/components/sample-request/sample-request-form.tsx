/**
 * The sample request form (spec §5), used in the modal (through a fetcher) and on the plain
 * /request-samples page (JavaScript off). It posts to the /request-samples action either way.
 */
import { useEffect, useRef } from "react";
import { type Form, Link } from "react-router";
import {
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/form/fields";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { FormGuardFields } from "~/components/form-guard/form-guard-fields";
import { trackEvent } from "~/lib/analytics";
import { HOW_HEARD_OPTIONS, PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import type { FieldErrors } from "~/lib/form";
import { ALREADY_RECEIVED } from "~/lib/form-guard";
import { LIMITS } from "~/lib/limits";
import { type RequestedSummary, sampleRequestSchema } from "./schema";

export const REQUEST_ACTION = "/request-samples";

export interface RequestTarget {
  /** A company id, or "all". */
  companyId: string;
  /** Who the request goes to, for the heading ("Lumina Dental Materials" or "all 8 companies"). */
  label: string;
  products: { id: string; name: string }[];
}

export type SampleRequestActionData =
  | { ok: true; summary: RequestedSummary; alreadyReceived?: boolean }
  | {
      ok: false;
      errors?: FieldErrors;
      formError?: string;
      values?: Record<string, string | string[]>;
    };

function fieldValue(values: Record<string, string | string[]> | undefined, name: string) {
  const v = values?.[name];
  return typeof v === "string" ? v : undefined;
}

export function SampleRequestForm({
  target,
  actionData,
  isSubmitting,
  FormComponent,
  action,
}: {
  /** Where to post; the plain page leaves it out (its own URL, keeping the query string). */
  action?: string;
  target: RequestTarget;
  actionData: SampleRequestActionData | undefined;
  isSubmitting: boolean;
  FormComponent: typeof Form;
}) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { formRef, errors, onSubmit } = useValidatedForm(sampleRequestSchema, failed?.errors);
  const values = failed?.values;
  const v = (name: string) => fieldValue(values, name);
  const checked = (name: string) => (values ? values[name] === "on" : undefined);

  return (
    <FormComponent
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Sample request"
    >
      <input type="hidden" name="companyId" value={target.companyId} />
      {target.products.map((p) => (
        <input key={p.id} type="hidden" name="productId" value={p.id} />
      ))}
      <div className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
        <p>
          Requesting samples from <strong>{target.label}</strong>
        </p>
        {target.products.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {target.products.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormGuardFields />
      <FormAlert>{failed?.formError}</FormAlert>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Contact information</legend>
        <TextField
          label="First Name"
          name="firstName"
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
          defaultValue={v("firstName")}
          error={errors.firstName}
        />
        <TextField
          label="Last Name"
          name="lastName"
          required
          autoComplete="family-name"
          maxLength={LIMITS.name}
          defaultValue={v("lastName")}
          error={errors.lastName}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          defaultValue={v("email")}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          defaultValue={v("phone")}
          error={errors.phone}
        />
        <TextField
          label="License Number"
          name="licenseNumber"
          maxLength={LIMITS.licenseNumber}
          defaultValue={v("licenseNumber")}
          error={errors.licenseNumber}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Practice</legend>
        <TextField
          label="Practice Name"
          name="practiceName"
          required
          autoComplete="organization"
          maxLength={LIMITS.practiceName}
          defaultValue={v("practiceName")}
          error={errors.practiceName}
        />
        <SelectField
          label="Practice Type"
          name="practiceType"
          required
          options={PRACTICE_TYPES}
          defaultValue={v("practiceType")}
          error={errors.practiceType}
        />
        <SelectField
          label="Years in Practice"
          name="yearsInPractice"
          required
          options={YEARS_IN_PRACTICE}
          defaultValue={v("yearsInPractice")}
          error={errors.yearsInPractice}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Shipping address</legend>
        <TextField
          label="Street Address"
          name="street"
          required
          autoComplete="street-address"
          maxLength={LIMITS.street}
          className="sm:col-span-2"
          defaultValue={v("street")}
          error={errors.street}
        />
        <TextField
          label="City"
          name="city"
          required
          autoComplete="address-level2"
          maxLength={LIMITS.city}
          defaultValue={v("city")}
          error={errors.city}
        />
        <TextField
          label="State"
          name="state"
          required
          autoComplete="address-level1"
          maxLength={LIMITS.state}
          defaultValue={v("state")}
          error={errors.state}
        />
        <TextField
          label="ZIP Code"
          name="zipCode"
          required
          autoComplete="postal-code"
          maxLength={LIMITS.zipCode}
          defaultValue={v("zipCode")}
          error={errors.zipCode}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Your request</legend>
        <TextAreaField
          label="Specific Requests"
          name="specificRequests"
          maxLength={LIMITS.longText}
          defaultValue={v("specificRequests")}
          error={errors.specificRequests}
        />
        <TextAreaField
          label="Comments"
          name="comments"
          maxLength={LIMITS.longText}
          defaultValue={v("comments")}
          error={errors.comments}
        />
        <SelectField
          label="How did you hear about us?"
          name="howHeardAbout"
          required
          options={HOW_HEARD_OPTIONS}
          defaultValue={v("howHeardAbout")}
          error={errors.howHeardAbout}
        />
        <CheckboxField
          label="Allow suppliers to send me marketing about their products"
          name="allowMarketing"
          defaultChecked={checked("allowMarketing")}
        />
        <CheckboxField
          label="Subscribe to SampleTray updates"
          name="subscribeUpdates"
          defaultChecked={checked("subscribeUpdates")}
        />
        <CheckboxField
          label="I agree to the terms and conditions"
          name="agreedToTerms"
          required
          defaultChecked={checked("agreedToTerms")}
          error={errors.agreedToTerms}
        />
      </fieldset>
      <SubmitButton isBusy={isSubmitting} busyText="Submitting..." className="w-full">
        Submit Request
      </SubmitButton>
    </FormComponent>
  );
}

/** The confirmation: names each company and the products asked for; fires generate_lead once. */
export function SampleRequestConfirmation({
  summary,
  alreadyReceived = false,
}: {
  summary: RequestedSummary;
  /** The same request came in before (docs/decisions/044): nothing new was sent. */
  alreadyReceived?: boolean | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    if (alreadyReceived) return;
    for (const company of summary.companies) {
      trackEvent({ name: "generate_lead", companyId: company.id, value: 1, currency: "USD" });
    }
  }, [summary, alreadyReceived]);
  return (
    <div role="status" className="space-y-3">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-brand-900">
        Request sent!
      </h3>
      {alreadyReceived ? <p>{ALREADY_RECEIVED}</p> : null}
      <p>
        Thank you. Your sample request was sent to{" "}
        {summary.companies.length === 1 ? "this supplier" : `${summary.companies.length} suppliers`}
        . Each supplier will contact you directly.
      </p>
      <ul className="space-y-2">
        {summary.companies.map((c) => (
          <li key={c.id} className="rounded border border-slate-200 p-3">
            <p className="font-semibold">{c.name}</p>
            <p className="text-sm text-slate-700">
              {c.products.length > 0 ? c.products.join(", ") : "General samples"}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/" className="inline-block text-brand-800 underline">
        Browse more companies
      </Link>
    </div>
  );
}
