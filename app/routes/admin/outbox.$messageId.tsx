/**
 * One outbox message as it goes out: its envelope, status, tries, last error and both parts; a
 * message that could not go out (dead, or kept while SMTP was not configured) can be sent again.
 */
import { data } from "react-router";
import { OutboxMessageView } from "~/components/admin/outbox-message-view";
import { AdminNav } from "~/components/admin-nav";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { findOutboxMessage, isResendable, resendOutboxMessage } from "~/models/outbox.server";
import { getAdmin } from "~/models/user.server";
import type { Route } from "./+types/outbox.$messageId";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Outbox message",
    description: "One e-mail as it goes out.",
    path: "/admin/outbox",
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const message = await findOutboxMessage(db, params.messageId);
  if (!message) notFound("This message is not in the outbox (it may have been purged).");
  return { message, canResend: isResendable(message.status) };
}

/** "Send again": the message goes back to the queue with no tries (audit-logged). */
export async function action({ params, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
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
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="message-title">
      <AdminNav className="mb-6" />
      <OutboxMessageView message={message} canResend={canResend} actionData={actionData} />
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
