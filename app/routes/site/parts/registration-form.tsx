/**
 * The supplier registration form, shown in the pricing modal (posted with a fetcher) and on the
 * plain /pricing/register page (a normal form post, so it works without JavaScript).
 */

import { useEffect, useRef } from "react";
import type { FetcherFormProps } from "react-router";
import { ChoiceGroup } from "~/components/form/choice-group";
import {
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
  WebsiteField,
} from "~/components/form/fields";
import type { FormFailure } from "~/forms/kit";
import { REGISTRATION_ACTION, registrationSchema } from "~/forms/supplier-registration";
import { useForm } from "~/forms/use-form";
import type { PlanType } from "~/lib/catalogue";
import { ALREADY_RECEIVED } from "~/lib/form-guard";
import { PLANS, REGISTRATION_NEXT_STEPS } from "~/lib/plans";
import { FormGuardFields } from "./form-guard-fields";

const PLAN_CHOICES = PLANS.map((p) => ({
  value: p.id,
  label: (
    <span className="text-sm">
      <span className="font-semibold">{p.name}</span> (${p.price}/month)
    </span>
  ),
}));

export function RegistrationForm({
  FormComponent,
  plan,
  failure,
  isSubmitting,
  onPlanChange,
}: {
  FormComponent: React.ComponentType<FetcherFormProps & React.RefAttributes<HTMLFormElement>>;
  plan: PlanType;
  /** Told when the visitor ticks another plan (the modal's title names the plan). */
  onPlanChange?: ((plan: PlanType) => void) | undefined;
  /** The action's answer when the last submission failed. */
  failure?: FormFailure | undefined;
  isSubmitting: boolean;
}) {
  const { field, formError, props } = useForm(registrationSchema, failure, { planType: plan });
  const planType = field("planType");
  return (
    <FormComponent {...props} method="post" action={REGISTRATION_ACTION} className="space-y-4">
      <FormGuardFields />
      <FormAlert>{formError}</FormAlert>
      <ChoiceGroup
        type="radio"
        name="planType"
        legend="Plan"
        choices={PLAN_CHOICES}
        checked={planType.defaultValue ? [planType.defaultValue] : []}
        error={planType.error}
        listClassName="mt-2 grid gap-2 sm:grid-cols-2"
        choiceClassName="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
        inputClassName="accent-brand-700"
        onChoose={onPlanChange}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("companyName")} autoComplete="organization" />
        <TextField {...field("contactName")} autoComplete="name" />
        <TextField {...field("email")} autoComplete="email" />
        <TextField {...field("phone")} autoComplete="tel" />
      </div>
      <WebsiteField {...field("website")} />
      <TextAreaField {...field("message")} />
      <p className="text-sm text-slate-700">
        Your first month is free and no credit card is required for the trial.
      </p>
      <SubmitButton isBusy={isSubmitting} busyText="Submitting..." className="w-full">
        Start Free Trial
      </SubmitButton>
    </FormComponent>
  );
}

export function RegistrationThankYou({
  plan,
  alreadyReceived = false,
  isFocused = false,
}: {
  plan: PlanType;
  /** The same registration came in before (docs/decisions/045). */
  alreadyReceived?: boolean | undefined;
  /**
   * Move focus to the heading on showing: in the modal the form (and the button that had focus)
   * is replaced by this message, and focus would otherwise fall to the page's body.
   */
  isFocused?: boolean;
}) {
  const name = PLANS.find((p) => p.id === plan)?.name ?? "";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) headingRef.current?.focus();
  }, [isFocused]);
  return (
    <div role="status" className="space-y-3 text-center">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900">
        Thank you for registering!
      </h3>
      {alreadyReceived ? <p className="text-slate-700">{ALREADY_RECEIVED}</p> : null}
      <p className="text-slate-700">
        We received your {name} plan registration. {REGISTRATION_NEXT_STEPS}
      </p>
    </div>
  );
}
