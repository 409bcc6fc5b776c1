/**
 * One outbox message as it goes out: its envelope, status, tries, last error and both parts; a
 * message that could not go out (dead, or kept while SMTP was not configured) can be sent again.
 */
import { data } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { isSecretLinkKind } from "~/mail/message";
import { getAdmin } from "~/models/accounts/user.server";
import { findOutboxMessage } from "~/models/operations/outbox.server";
import {
  isResendable,
  resendOutboxMessage,
  whyNotResendable,
} from "~/models/operations/outbox-resend.server";
import type { Route } from "./+types/route";
import { OutboxMessageView } from "./outbox-message-view";

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
  // A message that cannot be sent again says why instead of offering to (decision 107).
  const notAgain = isResendable(message.status) ? whyNotResendable(message) : null;
  return { message, canResend: isResendable(message.status) && !notAgain, notAgain };
}

/** "Send again": the message goes back to the queue with a new job (audit-logged). */
export async function action({ params, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db, outbox, linkSecret } = getAppContext(context);
  const message = await findOutboxMessage(db, params.messageId);
  if (!message) notFound("This message is not in the outbox (it may have been purged).");
  const result = await resendOutboxMessage(
    db,
    { outbox, linkSecret, actorId: admin.id },
    message.id,
  );
  if (result.queued === 0) {
    const why =
      result.refused[0]?.reason ?? "This message is not one to send again (it is queued or sent).";
    return data({ ok: false as const, message: why }, { status: 409 });
  }
  return {
    ok: true as const,
    message: isSecretLinkKind(message.kind)
      ? "Queued to send again, with a fresh link."
      : "Queued to send again.",
  };
}

export default function OutboxMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="max-w-4xl" aria-labelledby="message-title">
      <OutboxMessageView loaderData={loaderData} actionData={actionData} />
    </section>
  );
}

const NOT_FOUND = {
  title: "Message not found",
  back: {
    to: "/admin/outbox",
    label: "Back to Outbox",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
