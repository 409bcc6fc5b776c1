/**
 * The supplier registration form, shown in the pricing modal (posted with a fetcher) and on the
 * plain /pricing/register page (a normal form post, so it works without JavaScript).
 */
import type { FetcherFormProps } from "react-router";
import { FormAlert, SubmitButton, TextAreaField, TextField } from "~/components/form/fields";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { FormGuardFields } from "~/components/form-guard/form-guard-fields";
import type { PlanType } from "~/lib/catalogue";
import type { FieldErrors } from "~/lib/form";
import { LIMITS } from "~/lib/limits";
import { PLANS } from "./plans";
import { REGISTRATION_ACTION, registrationSchema } from "./registration-schema";

export function RegistrationForm({
  FormComponent,
  plan,
  errors: serverErrors,
  values,
  formError,
  isSubmitting,
}: {
  FormComponent: React.ComponentType<FetcherFormProps & React.RefAttributes<HTMLFormElement>>;
  plan: PlanType;
  errors?: FieldErrors | undefined;
  values?: Record<string, string> | undefined;
  formError?: string | undefined;
  isSubmitting: boolean;
}) {
  const { formRef, errors, onSubmit } = useValidatedForm(registrationSchema, serverErrors);
  const selectedPlan = values?.planType ?? plan;
  return (
    <FormComponent
      ref={formRef}
      method="post"
      action={REGISTRATION_ACTION}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <FormGuardFields />
      <FormAlert>{formError}</FormAlert>
      <fieldset aria-describedby={errors.planType ? "plan-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Plan</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PLANS.map((p) => (
            <label
              key={p.id}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="planType"
                value={p.id}
                defaultChecked={selectedPlan === p.id}
                aria-invalid={errors.planType ? true : undefined}
                className="accent-brand-700"
              />
              <span className="text-sm">
                <span className="font-semibold">{p.name}</span> (${p.price}/month)
              </span>
            </label>
          ))}
        </div>
        {errors.planType ? (
          <p id="plan-error" className="mt-1 text-sm text-red-700">
            {errors.planType}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company name"
          name="companyName"
          required
          autoComplete="organization"
          maxLength={LIMITS.companyName}
          defaultValue={values?.companyName}
          error={errors.companyName}
        />
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
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          defaultValue={values?.email}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          defaultValue={values?.phone}
          error={errors.phone}
        />
      </div>
      <TextField
        label="Website"
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
      />
      <p className="text-sm text-slate-700">
        Your first month is free and no credit card is required for the trial.
      </p>
      <SubmitButton isBusy={isSubmitting} busyText="Submitting..." className="w-full">
        Start Free Trial
      </SubmitButton>
    </FormComponent>
  );
}

export function RegistrationThankYou({ plan }: { plan: PlanType }) {
  const name = PLANS.find((p) => p.id === plan)?.name ?? "";
  return (
    <div role="status" className="space-y-3 text-center">
      <h3 className="text-xl font-bold text-brand-900">Thank you for registering!</h3>
      <p className="text-slate-700">
        We received your {name} plan registration. Our team will contact you within 24 hours to set
        up your company page and start your free month.
      </p>
    </div>
  );
}
