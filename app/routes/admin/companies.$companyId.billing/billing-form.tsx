/** The admin's billing form of one company (its route: app/routes/admin/companies.$companyId.billing/route.tsx). */
import { SelectField, TextField } from "~/components/form/fields";
import { adminBillingSchema } from "~/forms/admin-billing";
import type { FormFailure } from "~/forms/kit";
import { useForm } from "~/forms/use-form";
import { SettingsForm } from "~/routes/admin/parts/settings-form";

export interface BillingFormValues {
  plan: string;
  status: string;
  interval: string;
  trialEndsAt: string;
  paidUntil: string;
}

export function AdminBillingForm({
  values,
  failure,
}: {
  values: BillingFormValues;
  failure: FormFailure | undefined;
}) {
  const { field, formError, props } = useForm(adminBillingSchema, failure, { ...values });
  return (
    <SettingsForm props={props} formError={formError} label="Billing" submitLabel="Save billing">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField {...field("plan")} placeholder="No plan" />
        <SelectField {...field("status")} placeholder="No status" />
        <SelectField {...field("interval")} placeholder="Choose" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("trialEndsAt")}
          hint="YYYY-MM-DD (UTC). Empty: no trial end."
          inputMode="numeric"
        />
        <TextField
          {...field("paidUntil")}
          hint="YYYY-MM-DD (UTC): the end of the time an invoice paid for."
          inputMode="numeric"
        />
      </div>
    </SettingsForm>
  );
}
