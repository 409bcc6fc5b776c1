/**
 * The request-samples page's form, or its confirmation (its route: app/routes/site/request-samples/route.tsx,
 * the page the request buttons lead to without JavaScript).
 */
import { Form, useNavigation } from "react-router";
import { SampleRequestConfirmation } from "~/components/sample-request/sample-request-confirmation";
import { SampleRequestForm } from "~/routes/site/parts/sample-request-form";
import type { Route } from "./+types/route";

export interface RequestSamplesPageFormProps {
  target: Route.ComponentProps["loaderData"]["target"];
  actionData: Route.ComponentProps["actionData"];
  /** The signed-in user's practice profile, which the fields start with. */
  prefill: Route.ComponentProps["loaderData"]["prefill"];
  isSignedIn: boolean;
}

export function RequestSamplesPageForm({
  target,
  actionData,
  prefill,
  isSignedIn,
}: RequestSamplesPageFormProps) {
  const navigation = useNavigation();
  return actionData?.ok ? (
    <SampleRequestConfirmation
      summary={actionData.summary}
      alreadyReceived={actionData.alreadyReceived}
    />
  ) : (
    <SampleRequestForm
      target={target}
      actionData={actionData}
      isSubmitting={navigation.state === "submitting"}
      FormComponent={Form}
      draft={prefill}
      isSignedIn={isSignedIn}
    />
  );
}
