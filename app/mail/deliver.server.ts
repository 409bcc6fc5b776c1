/**
 * Sends one outbox message: the pg-boss job's handler (docs/decisions/050, 106). A failed try
 * records its error and throws, so pg-boss retries the job with back-off; pg-boss alone counts
 * the tries and decides when to give up, and then its dead-letter job marks the message dead.
 * A message's secret tokens go out with it and are dropped once it is sent or dead (107).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { JobResult } from "pg-boss";
import type { Database } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { describeError, logFailure } from "~/lib/log.server";
import {
  isBulkKind,
  isBulkMessageWanted,
  isPermanentRefusal,
  suppressAddress,
} from "./bulk-recipients.server";
import { openSecrets } from "./secret-links";
import { describeSendError, type MailTransport } from "./transport.server";

export interface DeliveryConfig {
  /** null: SMTP is not configured; the message stays readable on the Outbox page. */
  transport: MailTransport | null;
  from: string;
  /** The domain of Message-IDs (the site's host). */
  messageIdDomain: string;
  /**
   * PostgreSQL: each message is sent inside a transaction that locks its row and commits its
   * "sent" mark on the same connection. Not on PGlite, whose one connection the web requests share.
   */
  isMarkedOnSendingConnection: boolean;
}

class MailSendError extends Error {
  override name = "MailSendError";
}

/** A mail job's data: the outbox message to send (the job has its id too). */
export interface MailJob {
  messageId: string;
}

/** The message, while it is still to be sent. */
const pending = (id: string) =>
  and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ["queued", "retrying"]));

/**
 * `tryNumber`: pg-boss's count of this job's tries, this one included (for the log).
 * Delivery is at least once: a process killed after the SMTP server accepted a message and before
 * its "sent" mark commits sends it again, with the same Message-ID (docs/decisions/153). The
 * worker sends one message at a time, so a kill repeats at most that one; on PostgreSQL the row
 * is locked and marked on the connection that sent it, so the mark does not wait for a free
 * connection behind web requests, and another instance retrying the job waits for the mark.
 */
export async function deliverOutboxMessage(
  db: Database,
  id: string,
  config: DeliveryConfig,
  tryNumber = 1,
): Promise<void> {
  const { transport } = config;
  if (!transport) {
    await db
      .update(outboxMessages)
      .set({ status: "unconfigured", secrets: null })
      .where(pending(id));
    return;
  }
  const failure = config.isMarkedOnSendingConnection
    ? await db.transaction((tx) => sendAndMark(tx, id, transport, config))
    : await sendAndMark(db, id, transport, config);
  if (failure) {
    logFailure(`Sending outbox message ${id} failed (try ${tryNumber})`, failure.error);
    throw new MailSendError(failure.lastError);
  }
}

/** Sends the message if it is still to be sent and marks it; a failed send is recorded, returned. */
async function sendAndMark(
  db: Database,
  id: string,
  transport: MailTransport,
  config: DeliveryConfig,
): Promise<{ lastError: string; error: unknown } | null> {
  const [message] = await db.select().from(outboxMessages).where(pending(id)).for("update");
  if (!message) return null; // sent, dead or gone: nothing to do
  if (isBulkKind(message.kind) && !(await isBulkMessageWanted(db, id))) {
    await markDead(db, id, NOT_WANTED);
    return null;
  }
  try {
    const parts = openSecrets(
      { text: message.textBody, html: message.htmlBody, headers: message.headers },
      message.secrets,
    );
    await transport.send({
      ...parts,
      from: config.from,
      to: message.recipient,
      subject: message.subject,
      messageId: `<${message.id}@${config.messageIdDomain}>`,
    });
  } catch (error) {
    const lastError = describeSendError(error);
    if (isPermanentRefusal(error)) {
      // The address refuses mail: no retry, and no digest or alert is sent to it again (169).
      await suppressAddress(db, message.recipient, error);
      await markDead(db, id, `${lastError}: refused for good`);
      return null;
    }
    await db.update(outboxMessages).set({ status: "retrying", lastError }).where(pending(id));
    return { lastError, error };
  }
  await db
    .update(outboxMessages)
    .set({ status: "sent", sentAt: new Date(), lastError: null, secrets: null })
    .where(eq(outboxMessages.id, id));
  return null;
}

const NOT_WANTED = "Not sent: the recipient unsubscribed, or the address refuses mail";

async function markDead(db: Database, id: string, lastError: string) {
  await db
    .update(outboxMessages)
    .set({ status: "dead", lastError, secrets: null })
    .where(pending(id));
}

/** pg-boss gave up on the message's job: it is dead, and its secret tokens are dropped. */
export async function markOutboxMessageDead(db: Database, id: string): Promise<void> {
  await db.update(outboxMessages).set({ status: "dead", secrets: null }).where(pending(id));
}

/**
 * One job of a batch: its own outcome, so one failed send does not retry the others. `sending`
 * holds the messages this instance is sending: a job retried while its earlier attempt still runs
 * here (its heartbeat was late) fails and comes back later instead of sending a second copy.
 */
export async function deliverJob(
  db: Database,
  sending: Set<string>,
  job: { id: string; data: MailJob; retryCount: number },
  delivery: DeliveryConfig,
): Promise<JobResult> {
  const { messageId } = job.data;
  if (sending.has(messageId)) {
    return { id: job.id, status: "failed", output: { message: "already being sent" } };
  }
  sending.add(messageId);
  try {
    await deliverOutboxMessage(db, messageId, delivery, job.retryCount + 1);
    return { id: job.id, status: "completed" };
  } catch (error) {
    if (!(error instanceof MailSendError)) logFailure("Mail job", error);
    return { id: job.id, status: "failed", output: { message: describeError(error) } };
  } finally {
    sending.delete(messageId);
  }
}
