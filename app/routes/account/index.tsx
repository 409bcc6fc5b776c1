/**
 * /account: the practice profile (docs/decisions/126). The request form's own fields and checks;
 * once saved, every request form of this user starts with it.
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, FormAlert, SubmitButton } from "~/components/form/fields";
import { PracticeFields } from "~/components/sample-request/practice-fields";
import { getAppContext } from "~/context.server";
import { failureReply, parseSubmission } from "~/forms/parse-submission.server";
import { PROFILE_SAVED_MESSAGE, practiceProfileSchema } from "~/forms/practice-profile";
import { useForm } from "~/forms/use-form";
import { seo, siteFromMatches } from "~/lib/seo";
import { findProfileValues, savePracticeProfile } from "~/models/accounts/practice-profile.server";
import { getAccountUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Practice profile",
    description: "Your practice details, used to fill in your sample requests.",
    path: "/account",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  return { email: user.email, profile: (await findProfileValues(db, user.id)) ?? {} };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  const submission = await parseSubmission(request, practiceProfileSchema);
  if (!submission.ok) return failureReply(submission.failure);
  await savePracticeProfile(db, user.id, submission.data);
  return { ok: true as const, message: PROFILE_SAVED_MESSAGE };
}

export default function PracticeProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { field, formError, props } = useForm(practiceProfileSchema, failed, loaderData.profile);
  const isSaving = useNavigation().state === "submitting";
  // The note sits above the long form, the button at its end: bring it into view once saved.
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!actionData?.ok) return;
    savedRef.current?.scrollIntoView({ block: "start" });
    savedRef.current?.focus({ preventScroll: true });
  }, [actionData]);
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="text-3xl font-bold tracking-tight">
        Practice profile
      </h1>
      <p className="mt-2 text-slate-700">
        Your sample requests start with these details; you can still change them on each request.
        Requests are sent from <strong>{loaderData.email}</strong>.
      </p>
      {actionData?.ok ? (
        <p
          ref={savedRef}
          role="status"
          tabIndex={-1}
          className="mt-4 scroll-mt-24 rounded-md bg-green-50 p-3 text-sm text-green-900"
        >
          {actionData.message}
        </p>
      ) : null}
      <Form {...props} method="post" className="mt-6 space-y-5" aria-label="Practice profile">
        <FormAlert>{formError}</FormAlert>
        <PracticeFields field={field} />
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-base font-semibold">Marketing</legend>
          <CheckboxField
            {...field("allowMarketing")}
            label="Allow suppliers to send me marketing about their products"
          />
          <CheckboxField {...field("subscribeUpdates")} label="Subscribe to SampleTray updates" />
        </fieldset>
        <SubmitButton isBusy={isSaving} busyText="Saving...">
          Save profile
        </SubmitButton>
      </Form>
    </section>
  );
}
