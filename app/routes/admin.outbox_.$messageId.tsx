/**
 * One outbox message as it goes out: its envelope, status, tries, last error and both parts; a
 * message that could not go out (dead, or kept while SMTP was not configured) can be sent again.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { FormAlert, SubmitButton } from "~/components/form/fields";
import { OutboxStatusBadge } from "~/components/outbox-status-badge";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { getAppContext } from "~/context.server";
import { formatLongDate } from "~/lib/dates";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { findOutboxMessage, isResendable, resendOutboxMessage } from "~/models/outbox.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/admin.outbox_.$messageId";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Outbox message",
    description: "One e-mail as it goes out.",
    path: "/admin/outbox",
    noindex: true,
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const message = await findOutboxMessage(db, params.messageId);
  if (!message) notFound("This message is not in the outbox (it may have been purged).");
  return { message, canResend: isResendable(message.status) };
}

/** "Send again": the message goes back to the queue with no tries (audit-logged). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, outbox } = getAppContext(context);
  const message = await findOutboxMessage(db, params.messageId);
  if (!message) notFound("This message is not in the outbox (it may have been purged).");
  const isQueued = await resendOutboxMessage(db, outbox, {
    messageId: message.id,
    actorId: admin.id,
  });
  if (!isQueued) {
    return data(
      {
        ok: false as const,
        message: "This message is not one to send again (it is queued or sent).",
      },
      { status: 409 },
    );
  }
  return { ok: true as const, message: "Queued to send again." };
}

export default function OutboxMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, canResend } = loaderData;
  const isBusy = useNavigation().state === "submitting";
  const rows: [string, React.ReactNode][] = [
    ["To", message.recipient],
    ["Subject", message.subject],
    ["Kind", message.kind],
    ["Status", <OutboxStatusBadge key="status" status={message.status} />],
    ["Tries", message.tries],
    ["Last error", message.lastError ?? "none"],
    ["Created", formatLongDate(message.createdAt)],
    ["Sent", message.sentAt ? formatLongDate(message.sentAt) : "not yet"],
    ...Object.entries(message.headers).map(([name, value]): [string, string] => [name, value]),
  ];
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="message-title">
      <AdminNav className="mb-6" />
      <p>
        <Link to="/admin/outbox" className="text-brand-700 underline">
          Back to Outbox
        </Link>
      </p>
      <h1 id="message-title" className="mt-4 text-2xl font-bold tracking-tight break-words">
        {message.subject}
      </h1>
      <SuccessStatus message={actionData?.ok ? actionData.message : undefined} />
      <div className="mt-3">
        <FormAlert>{actionData && !actionData.ok ? actionData.message : undefined}</FormAlert>
      </div>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {canResend ? (
        <Form method="post" className="mt-6 rounded-md border border-slate-200 p-4">
          <p className="text-sm text-slate-700">
            This message was not sent. Sent again, it goes back to the queue with its tries counted
            from zero and the same Message-ID.
          </p>
          <SubmitButton isBusy={isBusy} busyText="Queuing..." className="mt-2">
            Send again
          </SubmitButton>
        </Form>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold">Plain text</h2>
      <pre className="mt-2 whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
        {message.textBody}
      </pre>
      <h2 className="mt-8 text-xl font-semibold">HTML</h2>
      {/* Sandboxed: the message runs no script and cannot reach this page. */}
      <iframe
        title="The message's HTML part"
        sandbox=""
        srcDoc={message.htmlBody}
        className="mt-2 h-[36rem] w-full rounded-md border border-slate-200 bg-white"
      />
    </section>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{
        title: "Message not found",
        back: { to: "/admin/outbox", label: "Back to Outbox" },
      }}
    />
  );
}
