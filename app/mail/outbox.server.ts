/**
 * The one way to send e-mail (docs/decisions/050): a domain function renders its messages and
 * hands them to `outbox.enqueue(tx, …)` inside the transaction of the change that causes them.
 * The outbox row and its pg-boss job commit or roll back with that change.
 */
import type { Database } from "~/db/client.server";
import type { MailMessage, MailSite } from "./message";

export interface Outbox {
  /** The site every message links back to. */
  readonly site: MailSite;
  /**
   * Stores the messages and their delivery jobs in `tx` (a transaction, or the database); answers
   * the stored messages' ids, in the order given.
   */
  enqueue(tx: Database, messages: readonly MailMessage[]): Promise<string[]>;
  /**
   * Schedules, in `tx`, the e-mail asking the requester of a completed request for a rating, due
   * RATING_REQUEST_DELAY_DAYS later (docs/decisions/092).
   */
  scheduleRatingRequest(tx: Database, requestId: string): Promise<void>;
  /**
   * Queues, in `tx`, a "Forgot password?" request for an address (docs/decisions/114): a worker
   * sends the reset link if the address has an account, so answering takes the same either way.
   */
  queuePasswordReset(tx: Database, email: string): Promise<void>;
  /**
   * Queues, in `tx`, the delivery of webhook deliveries already stored (issue 27): one pg-boss
   * job each, with the delivery's id.
   */
  queueWebhooks(tx: Database, deliveryIds: readonly string[]): Promise<void>;
  /**
   * Queues, in `tx`, a run of the digest and the alerts now ("Send digest now", decision 169);
   * `startedBy`: the operator.
   */
  queueDigest(tx: Database, startedBy: string | null): Promise<void>;
  /**
   * Queues, in `tx`, a new delivery job for messages already stored (an operator's "Send
   * again"; the caller has set their rows back to queued and given them fresh secrets).
   */
  requeue(tx: Database, messageIds: readonly string[]): Promise<void>;
}
