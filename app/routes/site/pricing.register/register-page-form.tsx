/**
 * The supplier registration page's form, or its thanks (its route: app/routes/site/pricing.register/route.tsx).
 */
import { Form, useNavigation } from "react-router";
import type { RegistrationActionData } from "~/forms/supplier-registration";
import type { PlanType } from "~/lib/catalogue";
import { RegistrationForm, RegistrationThankYou } from "~/routes/site/parts/registration-form";

export function RegisterPageForm({
  plan,
  result,
}: {
  plan: PlanType;
  result: RegistrationActionData | undefined;
}) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  return result?.ok ? (
    <RegistrationThankYou plan={result.planType} alreadyReceived={result.alreadyReceived} />
  ) : (
    <RegistrationForm
      FormComponent={Form}
      plan={plan}
      failure={result}
      isSubmitting={isSubmitting}
    />
  );
}
