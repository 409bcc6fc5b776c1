/**
 * "Forgot password?" (docs/decisions/114): a job per request, the address only, so answering
 * takes the same whether the address has an account; its worker sends the reset link if it has.
 * Retried by the mail policy (MAIL_RETRY_*).
 */
import type { PgBoss } from "pg-boss";
import type { Database } from "~/db/client.server";
import type { Outbox } from "~/mail/outbox.server";
import {
  applyQueue,
  inTransaction,
  queueSettings,
  type RetryPolicies,
  type WorkerSettings,
} from "./boss.server";

export const PASSWORD_RESET_QUEUE = "password-reset";

interface PasswordResetJob {
  email: string;
}

/** Sends a reset link if the address has an account. */
export type PasswordResetWork = (outbox: Outbox, email: string) => Promise<unknown>;

export async function createPasswordResetQueue(boss: PgBoss, policies: RetryPolicies) {
  await applyQueue(boss, PASSWORD_RESET_QUEUE, queueSettings(policies.mail));
}

export async function queuePasswordReset(boss: PgBoss, tx: Database, email: string) {
  const job: PasswordResetJob = { email };
  await boss.insert(PASSWORD_RESET_QUEUE, [{ data: job }], inTransaction(tx));
}

export async function workPasswordResets(
  boss: PgBoss,
  outbox: Outbox,
  { pollingIntervalSeconds }: WorkerSettings,
  onDue: PasswordResetWork,
) {
  await boss.work<PasswordResetJob>(PASSWORD_RESET_QUEUE, { pollingIntervalSeconds }, ([job]) =>
    job ? onDue(outbox, job.data.email) : Promise.resolve(),
  );
}
