/**
 * The claim-request page's form (its route: app/routes/site/claim-request/route.tsx).
 */
import { Form, useNavigation } from "react-router";
import {
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
  WebsiteField,
} from "~/components/form/fields";
import { claimRequestSchema } from "~/forms/claim-request";
import type { FormFailure } from "~/forms/kit";
import { useForm } from "~/forms/use-form";
import { FormGuardFields } from "~/routes/site/parts/form-guard-fields";

export function ClaimForm({
  defaultCompanyName,
  failure,
}: {
  defaultCompanyName: string;
  failure?: FormFailure | undefined;
}) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const { field, formError, props } = useForm(claimRequestSchema, failure, {
    companyName: defaultCompanyName,
  });
  return (
    <Form
      {...props}
      method="post"
      className="mt-8 space-y-4 rounded-lg border border-slate-200 p-6"
    >
      <FormGuardFields />
      <FormAlert>{formError}</FormAlert>
      <TextField {...field("companyName")} autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("contactName")} autoComplete="name" />
        <TextField {...field("jobTitle")} autoComplete="organization-title" />
        <TextField
          {...field("email")}
          autoComplete="email"
          hint="Preferably an address at your company's domain, which speeds up verification."
        />
        <TextField {...field("phone")} autoComplete="tel" />
      </div>
      <WebsiteField {...field("website")} label="Company website" placeholder="yourcompany.com" />
      <TextAreaField
        {...field("message")}
        hint="Anything that helps us verify you, or what you would like to change on the page."
      />
      <SubmitButton isBusy={isSubmitting} busyText="Submitting...">
        Submit Claim Request
      </SubmitButton>
    </Form>
  );
}
