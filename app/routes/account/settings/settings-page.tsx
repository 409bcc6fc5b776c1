/**
 * The content of /account/settings (its route: app/routes/account/settings/route.tsx): one section per
 * job, each form posting its own `intent` and showing only its own answer.
 */
import { useEffect } from "react";
import { Link } from "react-router";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { FormAlert, TextField } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { useIsSubmitting } from "~/components/form/use-is-submitting";
import { changeEmailSchema, changePasswordSchema } from "~/forms/account-settings";
import type { FormFailure } from "~/forms/kit";
import { useForm } from "~/forms/use-form";
import { SettingsSection, SuccessNote } from "~/routes/account/parts/settings-section";
import type { Route } from "./+types/route";
import { SessionsSection } from "./sessions-section";

type Props = Pick<Route.ComponentProps, "loaderData" | "actionData">;

/** What the action answers: a change's note, or a form's failure, each for one `intent`. */
interface Answer extends Partial<Omit<FormFailure, "ok">> {
  intent?: string;
  ok: boolean;
  message?: string;
}

/** The action's answer when it is for `intent`'s form. */
function answerFor(actionData: Props["actionData"], intent: string): Answer | undefined {
  const answer = actionData as Answer | undefined;
  return answer?.intent === intent ? answer : undefined;
}

function failureOf(answer: Answer | undefined) {
  return answer && !answer.ok ? answer : undefined;
}

export function SettingsPage({ loaderData, actionData }: Props) {
  const answer = actionData as Answer | undefined;
  const formError = answer && !answer.intent ? answer.errors?.form : undefined;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <FormAlert>{formError}</FormAlert>
      {loaderData.hasPassword ? (
        <PasswordSection answer={answerFor(actionData, "password")} />
      ) : null}
      <EmailSection
        email={loaderData.email}
        hasPassword={loaderData.hasPassword}
        answer={answerFor(actionData, "email")}
      />
      <SessionsSection
        sessions={loaderData.sessions}
        answer={answerFor(actionData, "sessions")}
        isBusy={useIsSubmitting("sessions")}
      />
      <SettingsSection id="data" title="Download my data">
        <p className="text-slate-700">
          Everything we hold about your account: your account details, practice profile, the sample
          requests sent with your address and their history, saved products, your ratings, your
          subscription and the account's audit entries.
        </p>
        <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
          <li>
            <a
              href="/account/settings/data.json"
              download
              className="font-semibold text-brand-700 underline"
            >
              Download my data (JSON)
            </a>
          </li>
          <li>
            <a
              href="/account/settings/requests.csv"
              download
              className="font-semibold text-brand-700 underline"
            >
              Download my sample requests (CSV)
            </a>
          </li>
        </ul>
      </SettingsSection>
      <SettingsSection id="delete" title="Delete my account">
        <p className="text-slate-700">
          Deleting your account removes it with your practice profile, saved products and sessions.
          The sample requests you sent stay with the companies that received them.
        </p>
        <Link
          to="/account/settings/delete"
          className="mt-3 inline-block rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
        >
          Delete my account…
        </Link>
      </SettingsSection>
    </div>
  );
}

function PasswordSection({ answer }: { answer: Answer | undefined }) {
  const { formRef, field, formError, props } = useForm(changePasswordSchema, failureOf(answer));
  // A changed password is not left in the fields.
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer, formRef]);
  return (
    <SettingsSection id="password" title="Change password">
      {answer?.ok ? <SuccessNote>{answer.message}</SuccessNote> : null}
      <IntentForm
        submitLabel="Change password"
        busyText="Changing..."
        intent="password"
        formProps={props}
        formError={formError}
        className="space-y-4"
        label="Change password"
      >
        <TextField {...field("currentPassword")} autoComplete="current-password" />
        <NewPasswordFields
          field={(name) => field(name)}
          label="New password"
          confirmLabel="Confirm new password"
        />
      </IntentForm>
    </SettingsSection>
  );
}

function EmailSection({
  email,
  hasPassword,
  answer,
}: {
  email: string;
  hasPassword: boolean;
  answer: Answer | undefined;
}) {
  const { formRef, field, formError, props } = useForm(changeEmailSchema, failureOf(answer));
  // The password is not left in the field.
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer, formRef]);
  return (
    <SettingsSection id="email" title="Change e-mail address">
      <p className="text-slate-700">
        Your address is <strong className="break-words">{email}</strong>. We send a link to the new
        address; the change happens when you open it. Then your other sessions are signed out, and
        the current address gets a link that undoes the change for 7 days.
      </p>
      {hasPassword ? null : (
        <p className="mt-2 text-slate-700">
          This account signs in with Google: the change needs a sign-in within the last 10 minutes.
        </p>
      )}
      {answer?.ok ? <SuccessNote>{answer.message}</SuccessNote> : null}
      <IntentForm
        submitLabel="Send confirmation link"
        busyText="Sending..."
        intent="email"
        formProps={props}
        formError={formError}
        className="mt-4 space-y-4"
        label="Change e-mail address"
      >
        <TextField {...field("newEmail")} autoComplete="email" />
        {hasPassword ? (
          <TextField {...field("currentPassword")} autoComplete="current-password" />
        ) : null}
      </IntentForm>
    </SettingsSection>
  );
}
