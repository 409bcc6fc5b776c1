import { Form, useNavigation } from "react-router";
import { Pill } from "~/components/pill";
import { formatLongDate } from "~/lib/dates";

export type UserAction = "grant-admin" | "revoke-admin" | "disable" | "enable";

interface UserSummary {
  id: string;
  email: string;
  displayName: string;
  isAdmin: boolean;
  disabledAt: Date | string | null;
  createdAt: Date | string;
  memberships: { companyId: string; companyName: string; role: string }[];
}

/** One user: who they are, their rights and companies, and the buttons that change them. */
export function UserCard({ user, isSelf }: { user: UserSummary; isSelf: boolean }) {
  const name = user.displayName || user.email;
  const headingId = `user-${user.id}`;
  return (
    <li
      className="rounded-lg border border-slate-200 p-4"
      aria-labelledby={headingId}
      data-testid="user-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words">
            {name}
            {isSelf ? <span className="font-normal text-slate-700"> (you)</span> : null}
          </h2>
          {user.displayName ? (
            <p className="text-sm break-all text-slate-700">{user.email}</p>
          ) : null}
          <p className="mt-1 flex flex-wrap gap-2">
            {user.isAdmin ? <Pill tone="indigo">Admin</Pill> : null}
            {user.disabledAt ? (
              <Pill tone="red">{`Disabled ${formatLongDate(user.disabledAt)}`}</Pill>
            ) : (
              <Pill tone="emerald">Active</Pill>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.isAdmin ? (
            <ActionButton user={user} intent="revoke-admin" label="Revoke admin" />
          ) : (
            <ActionButton user={user} intent="grant-admin" label="Grant admin" />
          )}
          {user.disabledAt ? (
            <ActionButton user={user} intent="enable" label="Enable" />
          ) : isSelf ? null : (
            <ActionButton user={user} intent="disable" label="Disable" />
          )}
        </div>
      </div>
      <div className="mt-3 text-sm">
        <h3 className="sr-only">Companies</h3>
        {user.memberships.length === 0 ? (
          <p className="text-slate-700">No company memberships.</p>
        ) : (
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {user.memberships.map((m) => (
              <li key={m.companyId}>
                {m.companyName} <span className="text-slate-700">({m.role})</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-slate-700">Joined {formatLongDate(user.createdAt)}</p>
      </div>
    </li>
  );
}

/** A POST button for one change to one user; its accessible name says whom it changes. */
function ActionButton({
  user,
  intent,
  label,
}: {
  user: UserSummary;
  intent: UserAction;
  label: string;
}) {
  const navigation = useNavigation();
  const isBusy =
    navigation.state === "submitting" &&
    navigation.formData?.get("userId") === user.id &&
    navigation.formData?.get("intent") === intent;
  const isDanger = intent === "disable" || intent === "revoke-admin";
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={user.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={isBusy}
        aria-label={`${label}: ${user.displayName || user.email}`}
        className={`rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${
          isDanger
            ? "border-red-700 text-red-800 hover:bg-red-50"
            : "border-brand-700 text-brand-800 hover:bg-brand-50"
        }`}
      >
        {isBusy ? "Saving..." : label}
      </button>
    </Form>
  );
}
