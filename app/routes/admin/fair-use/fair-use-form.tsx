/**
 * The fair-use limits form (its route: app/routes/admin/fair-use/route.tsx).
 */
import { TextField } from "~/components/form/fields";
import { fairUseSchema } from "~/forms/fair-use";
import type { FormFailure } from "~/forms/kit";
import { useForm } from "~/forms/use-form";
import { FAIR_USE_WINDOW_DAYS, type FairUseLimits } from "~/lib/fair-use";
import { SettingsForm } from "~/routes/admin/parts/settings-form";

export function FairUseForm({
  limits,
  failure,
}: {
  limits: FairUseLimits;
  failure: FormFailure | undefined;
}) {
  // After a save the fields show the stored limits (the loader runs again).
  const { field, formError, props } = useForm(fairUseSchema, failure, fairUseValues(limits));
  return (
    <SettingsForm
      props={props}
      formError={formError}
      label="Fair-use limits"
      submitLabel="Save limits"
    >
      <TextField
        {...field("openPerCompany")}
        key={`open-${limits.openPerCompany}`}
        label="Open requests per practice per company"
        hint="Pending, approved or shipped requests one practice may have with one company. Empty: no limit."
        inputMode="numeric"
      />
      <TextField
        {...field("perThirtyDays")}
        key={`window-${limits.perThirtyDays}`}
        label={`Requests per practice in ${FAIR_USE_WINDOW_DAYS} days`}
        hint="Across the whole directory; 'Make Request to All' counts one per company. Empty: no limit."
        inputMode="numeric"
      />
    </SettingsForm>
  );
}

/** The limits as the form's fields show them ("" for no limit). */
function fairUseValues(limits: FairUseLimits) {
  return {
    openPerCompany: limits.openPerCompany === null ? "" : String(limits.openPerCompany),
    perThirtyDays: limits.perThirtyDays === null ? "" : String(limits.perThirtyDays),
  };
}
