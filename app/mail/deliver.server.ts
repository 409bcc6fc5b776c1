/**
 * Sends one outbox message: the pg-boss job's handler (docs/decisions/050). Tries are counted on
 * the outbox row; a failed try throws so the queue retries it with back-off, and the last allowed
 * try marks the message dead instead.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { logFailure } from "~/lib/log.server";
import { describeSendError, type MailTransport } from "./transport.server";

export interface DeliveryConfig {
  /** null: SMTP is not configured; the message stays readable on the Outbox page. */
  transport: MailTransport | null;
  from: string;
  maxTries: number;
  /** The domain of Message-IDs (the site's host). */
  messageIdDomain: string;
}

export class MailSendError extends Error {
  override name = "MailSendError";
}

export async function deliverOutboxMessage(
  db: Database,
  id: string,
  config: DeliveryConfig,
): Promise<void> {
  const pending = and(
    eq(outboxMessages.id, id),
    inArray(outboxMessages.status, ["queued", "retrying"]),
  );
  if (!config.transport) {
    await db.update(outboxMessages).set({ status: "unconfigured" }).where(pending);
    return;
  }
  // Counting the try first means a crash mid-send still uses one up.
  const [message] = await db
    .update(outboxMessages)
    .set({ tries: sql`${outboxMessages.tries} + 1` })
    .where(pending)
    .returning();
  if (!message) return; // sent, dead or gone: nothing to do
  try {
    await config.transport.send({
      from: config.from,
      to: message.recipient,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      headers: message.headers,
      messageId: `<${message.id}@${config.messageIdDomain}>`,
    });
  } catch (error) {
    const lastError = describeSendError(error);
    const dead = message.tries >= config.maxTries;
    await db
      .update(outboxMessages)
      .set({ status: dead ? "dead" : "retrying", lastError })
      .where(eq(outboxMessages.id, id));
    logFailure(
      `Sending outbox message ${id} failed (try ${message.tries} of ${config.maxTries})`,
      error,
    );
    if (!dead) throw new MailSendError(lastError);
    return;
  }
  await db
    .update(outboxMessages)
    .set({ status: "sent", sentAt: new Date(), lastError: null })
    .where(eq(outboxMessages.id, id));
}
