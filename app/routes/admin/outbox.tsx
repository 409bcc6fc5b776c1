/**
 * Outbox (admins only): every e-mail the site sent or would send, so a newcomer without SMTP sees
 * what would go out and an operator sees what failed (docs/decisions/050); after an outage, Send
 * again for every dead message the filter selects (106).
 */

import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form/fields";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { getAppContext } from "~/context.server";
import { formatLongDate } from "~/lib/dates";
import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from "~/lib/outbox-status";
import { readForm } from "~/lib/read-form.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { MESSAGE_KINDS } from "~/mail/message";
import { getAdmin } from "~/models/accounts/user.server";
import {
  countDeadMessages,
  listOutboxMessages,
  outboxFiltersFromUrl,
} from "~/models/operations/outbox.server";
import { type ResendResult, resendDeadMessages } from "~/models/operations/outbox-resend.server";
import type { Route } from "./+types/outbox";
import { AdminPage } from "./parts/admin-page";
import { FilterForm, filterOptions } from "./parts/filter-form";
import { CursorPages } from "./parts/list-pages";
import { type ListColumn, ListTable } from "./parts/list-table";
import { OutboxStatusBadge } from "./parts/outbox-status-badge";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Outbox",
    description: "Every e-mail the site sent or would send.",
    path: "/admin/outbox",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db, env } = getAppContext(context);
  const filters = outboxFiltersFromUrl(new URL(request.url));
  const page = await listOutboxMessages(db, filters);
  const hasDead = !filters.status || filters.status === "dead";
  return {
    ...page,
    status: filters.status,
    kind: filters.kind,
    isFirstPage: !filters.before,
    smtp: Boolean(env.SMTP_URL),
    deadCount: hasDead ? await countDeadMessages(db, filters) : 0,
  };
}

/** Send again every dead message of the filter's kind (the form names it), audit-logged. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db, outbox, linkSecret } = getAppContext(context);
  const form = await readForm(request);
  const kind = MESSAGE_KINDS.find((k) => k === form.get("kind")) ?? null;
  const result = await resendDeadMessages(db, { outbox, linkSecret, actorId: admin.id }, { kind });
  return { queued: result.queued > 0 ? resentText(result) : undefined, refused: result.refused };
}

function resentText({ queued }: ResendResult): string {
  return `Queued ${queued.toLocaleString("en-US")} dead ${queued === 1 ? "message" : "messages"} to send again.`;
}

const STATUS_OPTIONS = filterOptions("All statuses", OUTBOX_STATUSES, OUTBOX_STATUS_LABELS);

const KIND_OPTIONS = [
  { value: "", label: "All kinds" },
  ...MESSAGE_KINDS.map((k) => ({ value: k, label: k })),
];

type Message = Route.ComponentProps["loaderData"]["messages"][number];

/** What an operator acts on first (the message and its status); the body is on its page. */
const COLUMNS: ListColumn<Message>[] = [
  {
    header: "Subject",
    className: "sm:min-w-56",
    cell: (m) => (
      <Link to={`/admin/outbox/${m.id}`} className="font-semibold text-brand-700 underline">
        {m.subject}
      </Link>
    ),
  },
  {
    header: "Status",
    className: "sm:min-w-40",
    cell: (m) => <OutboxStatusBadge status={m.status} />,
  },
  {
    header: "Created",
    className: "sm:whitespace-nowrap",
    cell: (m) => formatLongDate(m.createdAt),
  },
  { header: "To", className: "break-words sm:min-w-48", cell: (m) => m.recipient },
  { header: "Tries", cell: (m) => m.tries ?? "" },
  { header: "Last error", className: "break-words sm:min-w-48", cell: (m) => m.lastError ?? "" },
];

export default function OutboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, nextBefore, status, kind, isFirstPage, smtp, deadCount } = loaderData;
  return (
    <AdminPage
      title="Outbox"
      intro={
        smtp
          ? "Every e-mail the site sends, newest first, with its tries and the last error."
          : "SMTP is not configured (SMTP_URL), so nothing is sent: each message is kept here as it would go out."
      }
    >
      <FilterForm
        id="outbox"
        fields={[
          { name: "status", label: "Status", value: status, options: STATUS_OPTIONS },
          { name: "kind", label: "Kind", value: kind, options: KIND_OPTIONS },
        ]}
        submitLabel="Apply"
      />
      <SuccessStatus message={actionData?.queued} />
      <div className="mt-3">
        <FormAlert>
          {actionData?.refused
            .map((r) => `${r.count.toLocaleString("en-US")} not sent again: ${r.reason}`)
            .join(" ")}
        </FormAlert>
      </div>
      {deadCount > 0 ? (
        <Form method="post" className="mt-4 rounded-md border border-slate-200 p-4">
          <input type="hidden" name="kind" value={kind ?? ""} />
          <p className="text-sm text-slate-700">
            Once the cause is fixed (the last error says what failed), each dead message can go back
            to the queue, with its tries counted from zero and a fresh link where it had a secret
            one.
          </p>
          <button
            type="submit"
            className="mt-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {deadCount === 1
              ? "Send again the dead message"
              : `Send again all ${deadCount.toLocaleString("en-US")} dead messages`}
            {kind ? ` (${kind})` : ""}
          </button>
        </Form>
      ) : null}
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No messages yet." : "No older messages."}
        </p>
      ) : (
        <ListTable caption="Outbox messages, newest first" columns={COLUMNS} rows={messages} />
      )}
      <CursorPages
        label="Outbox pages"
        search={{ status, kind }}
        cursor={["before", nextBefore]}
        isFirstPage={isFirstPage}
        firstText="Newest messages"
        nextText="Older messages"
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
