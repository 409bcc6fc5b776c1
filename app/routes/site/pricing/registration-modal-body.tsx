/** The registration form inside the pricing modal, posted with a fetcher; thank-you on success. */
import { useFetcher } from "react-router";
import type { RegistrationActionData } from "~/forms/supplier-registration";
import type { PlanType } from "~/lib/catalogue";
import { RegistrationForm, RegistrationThankYou } from "~/routes/site/parts/registration-form";

export function RegistrationModalBody({
  plan,
  onPlanChange,
  onClose,
}: {
  plan: PlanType;
  onPlanChange?: (plan: PlanType) => void;
  onClose: () => void;
}) {
  const fetcher = useFetcher<RegistrationActionData>();
  const result = fetcher.data;
  if (result?.ok) {
    return (
      <div className="space-y-6 py-4">
        <RegistrationThankYou
          plan={result.planType}
          alreadyReceived={result.alreadyReceived}
          isFocused
        />
        <button
          type="button"
          onClick={onClose}
          className="w-full rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Close
        </button>
      </div>
    );
  }
  return (
    <RegistrationForm
      FormComponent={fetcher.Form}
      plan={plan}
      onPlanChange={onPlanChange}
      failure={result}
      isSubmitting={fetcher.state !== "idle"}
    />
  );
}
