/**
 * The sample request form, used in the modal (through a fetcher) and on the plain
 * /request-samples page (JavaScript off). It posts to the /request-samples action either way.
 */
import { type Form, Link } from "react-router";
import {
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/form/fields";
import { FormGuardFields } from "~/components/form-guard/form-guard-fields";
import type { FormValues } from "~/forms/kit";
import type { RequestTarget } from "~/forms/request-target";
import { type SampleRequestActionData, sampleRequestSchema } from "~/forms/sample-request";
import { useForm } from "~/forms/use-form";

const legendClass = "mb-2 text-base font-semibold";

export function SampleRequestForm({
  target,
  actionData,
  isSubmitting,
  FormComponent,
  action,
  draft,
  onDraftChange,
}: {
  /** Where to post; the plain page leaves it out (its own URL, keeping the query string). */
  action?: string;
  target: RequestTarget;
  actionData: SampleRequestActionData | undefined;
  isSubmitting: boolean;
  FormComponent: typeof Form;
  /** What was typed before the modal was last closed: the fields start with it. */
  draft?: FormValues | undefined;
  /** Told of every change, so the modal can keep a draft. */
  onDraftChange?: ((form: HTMLFormElement) => void) | undefined;
}) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { field, formError, props } = useForm(sampleRequestSchema, failed, draft);

  return (
    <FormComponent
      {...props}
      method="post"
      action={action}
      className="space-y-5"
      aria-label="Sample request"
      onChange={onDraftChange ? (event) => onDraftChange(event.currentTarget) : undefined}
    >
      <input type="hidden" name="companyId" value={target.companyId} />
      {target.category ? <input type="hidden" name="category" value={target.category} /> : null}
      {target.products.map((p) => (
        <input key={p.id} type="hidden" name="productId" value={p.id} />
      ))}
      <div className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
        <p>
          Requesting samples from <strong>{target.label}</strong>
        </p>
        {target.companies ? (
          // 'Make Request to All' under a filter: say by name who will receive it.
          <ul aria-label="Companies" className="mt-1 list-disc pl-5">
            {target.companies.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
        ) : null}
        {target.products.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {target.products.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormGuardFields />
      <FormAlert>{formError}</FormAlert>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Contact information</legend>
        <TextField {...field("firstName")} label="First Name" autoComplete="given-name" />
        <TextField {...field("lastName")} label="Last Name" autoComplete="family-name" />
        <TextField {...field("email")} label="Email" autoComplete="email" />
        <TextField {...field("phone")} label="Phone" autoComplete="tel" />
        <TextField
          {...field("licenseNumber")}
          label="License Number"
          hint="Optional. Checked against your state's usual format."
        />
        <TextField
          {...field("npi")}
          label="NPI"
          hint="Optional. Your 10-digit National Provider Identifier."
          inputMode="numeric"
          autoComplete="off"
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Practice</legend>
        <TextField {...field("practiceName")} label="Practice Name" autoComplete="organization" />
        <SelectField {...field("practiceType")} label="Practice Type" />
        <SelectField {...field("yearsInPractice")} label="Years in Practice" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Shipping address</legend>
        <TextField
          {...field("street")}
          label="Street Address"
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <TextField {...field("city")} label="City" autoComplete="address-level2" />
        <SelectField {...field("state")} label="State" autoComplete="address-level1" />
        <TextField {...field("zipCode")} label="ZIP Code" autoComplete="postal-code" />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className={legendClass}>Your request</legend>
        <TextAreaField {...field("specificRequests")} label="Specific Requests" />
        <TextAreaField {...field("comments")} label="Comments" />
        <SelectField {...field("howHeardAbout")} label="How did you hear about us?" />
        <CheckboxField
          {...field("allowMarketing")}
          label="Allow suppliers to send me marketing about their products"
        />
        <CheckboxField {...field("subscribeUpdates")} label="Subscribe to SampleTray updates" />
        <CheckboxField
          {...field("agreedToTerms")}
          label={
            <>
              I agree to the {/* A new tab, so reading the terms leaves the form as it is. */}
              <Link to="/terms" target="_blank" className="font-semibold text-brand-800 underline">
                terms and conditions<span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </>
          }
        />
      </fieldset>
      <SubmitButton isBusy={isSubmitting} busyText="Submitting..." className="w-full">
        Submit Request
      </SubmitButton>
    </FormComponent>
  );
}
