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
import { PracticeFields } from "~/components/sample-request/practice-fields";
import type { FormValues } from "~/forms/kit";
import type { RequestTarget } from "~/forms/request-target";
import { type SampleRequestActionData, sampleRequestSchema } from "~/forms/sample-request";
import { useForm } from "~/forms/use-form";
import { FormGuardFields } from "./form-guard-fields";

const legendClass = "mb-2 text-base font-semibold";

export function SampleRequestForm({
  target,
  actionData,
  isSubmitting,
  FormComponent,
  action,
  draft,
  onDraftChange,
  isSignedIn = false,
}: {
  /** A signed-in user may save what they send to their practice profile. */
  isSignedIn?: boolean | undefined;
  /** Where to post; the plain page leaves it out (its own URL, keeping the query string). */
  action?: string;
  target: RequestTarget;
  actionData: SampleRequestActionData | undefined;
  isSubmitting: boolean;
  FormComponent: typeof Form;
  /** What the fields start with: the profile's values, then what was typed before the modal closed. */
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
      <PracticeFields
        field={field}
        email={<TextField {...field("email")} autoComplete="email" />}
      />
      <fieldset className="grid gap-4">
        <legend className={legendClass}>Your request</legend>
        <TextAreaField {...field("specificRequests")} label="Specific Requests" />
        <TextAreaField {...field("comments")} />
        <SelectField {...field("howHeardAbout")} label="How did you hear about us?" />
        <CheckboxField
          {...field("allowMarketing")}
          label="Allow suppliers to send me marketing about their products"
        />
        <CheckboxField {...field("subscribeUpdates")} label="Subscribe to SampleTray updates" />
        {isSignedIn ? <CheckboxField {...field("saveToProfile")} /> : null}
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
