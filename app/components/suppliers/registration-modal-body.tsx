/** The registration form inside the pricing modal, posted with a fetcher; thank-you on success. */
import { useFetcher } from "react-router";
import type { RegistrationActionData } from "~/forms/supplier-registration";
import type { PlanType } from "~/lib/catalogue";
import { RegistrationForm, RegistrationThankYou } from "./registration-form";

export function RegistrationModalBody({ plan, onClose }: { plan: PlanType; onClose: () => void }) {
  const fetcher = useFetcher<RegistrationActionData>();
  const result = fetcher.data;
  if (result?.ok) {
    return (
      <div className="space-y-6 py-4">
        <RegistrationThankYou plan={result.planType} alreadyReceived={result.alreadyReceived} />
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
      failure={result}
      isSubmitting={fetcher.state !== "idle"}
    />
  );
}
