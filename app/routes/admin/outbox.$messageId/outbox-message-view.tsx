/**
 * An outbox message's page below the console's navigation (its route:
 * app/routes/admin/outbox.$messageId/route.tsx): its fields, Send again, its text and HTML parts. Without
 * JavaScript Send again is a plain POST form answered by the page.
 */
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/form/fields";
import { SuccessStatus } from "~/components/success-status";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { isSecretLinkKind } from "~/mail/message";
import { MessageHtml, MessageText } from "~/routes/admin/parts/message-parts";
import { OutboxStatusBadge } from "~/routes/admin/parts/outbox-status-badge";
import type { Route } from "./+types/route";

/** A message's tries as pg-boss counts them, and when it is tried next. */
function triesText({ tries, nextTryAt }: { tries: number | null; nextTryAt: Date | null }) {
  if (tries === null) return "no longer known (the queue keeps a finished job 7 days)";
  return nextTryAt ? `${tries}; next try ${formatDateTime(nextTryAt)}` : String(tries);
}

export function OutboxMessageView({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { message, canResend, notAgain } = loaderData;
  const isBusy = useNavigation().state === "submitting";
  const hasSecretLinks = isSecretLinkKind(message.kind);
  const rows: [string, React.ReactNode][] = [
    ["To", message.recipient],
    ["Subject", message.subject],
    ["Kind", message.kind],
    ["Status", <OutboxStatusBadge key="status" status={message.status} />],
    ["Tries", triesText(message)],
    ["Last error", message.lastError ?? "none"],
    ["Created", formatLongDate(message.createdAt)],
    ["Sent", message.sentAt ? formatLongDate(message.sentAt) : "not yet"],
    ...Object.entries(message.headers).map(([name, value]): [string, string] => [name, value]),
  ];
  return (
    <>
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
            from zero and the same Message-ID
            {hasSecretLinks ? ", and with a fresh link (the one it had was dropped)" : ""}.
          </p>
          <SubmitButton isBusy={isBusy} busyText="Queuing..." className="mt-2">
            Send again
          </SubmitButton>
        </Form>
      ) : null}
      {notAgain ? (
        <p className="mt-6 rounded-md border border-slate-200 p-4 text-sm text-slate-700">
          {notAgain}
        </p>
      ) : null}
      {hasSecretLinks ? (
        <p className="mt-6 text-sm text-slate-700">
          Its links act without a sign-in, so they are shown redacted: only the recipient gets them,
          and the site keeps them only until the message is sent.
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold">Plain text</h2>
      <MessageText text={message.textBody} />
      <h2 className="mt-8 text-xl font-semibold">HTML</h2>
      <MessageHtml title="The message's HTML part" html={message.htmlBody} />
    </>
  );
}
