/** The settings page's list of the account's sessions, with "Sign out other sessions". */
import { Form } from "react-router";
import { SubmitButton } from "~/components/form/fields";
import { formatDateTime } from "~/lib/dates";
import { SettingsSection, SuccessNote } from "~/routes/account/parts/settings-section";

interface Session {
  id: string;
  device: string;
  createdAt: Date | string;
  lastActiveAt: Date | string;
  isCurrent: boolean;
}

export function SessionsSection({
  sessions,
  answer,
  isBusy,
}: {
  sessions: Session[];
  answer: { ok: boolean; message?: string } | undefined;
  isBusy: boolean;
}) {
  const hasOthers = sessions.some((session) => !session.isCurrent);
  return (
    <SettingsSection id="sessions" title="Active sessions">
      {answer?.ok && answer.message ? <SuccessNote>{answer.message}</SuccessNote> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {sessions.map((session) => (
          <li key={session.id} className="p-3">
            <p className="font-medium text-slate-900">
              {session.device}
              {session.isCurrent ? (
                <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  This session
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">
              Signed in {formatDateTime(session.createdAt)} · last active{" "}
              {formatDateTime(session.lastActiveAt)}
            </p>
          </li>
        ))}
      </ul>
      {hasOthers ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sessions" />
          <SubmitButton isBusy={isBusy} busyText="Signing out...">
            Sign out other sessions
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">You are not signed in anywhere else.</p>
      )}
    </SettingsSection>
  );
}
