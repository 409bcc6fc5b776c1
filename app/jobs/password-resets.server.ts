/**
 * "Forgot password?" (docs/decisions/114): a job per request, the address only, so answering
 * takes the same whether the address has an account; its worker sends the reset link if it has.
 * Retried by the mail policy (MAIL_RETRY_*).
 */
import { defineQueue } from "./boss.server";

export const passwordResets = defineQueue<{ email: string }>(
  "password-reset",
  (policies) => policies.mail,
);
export const PASSWORD_RESET_QUEUE = passwordResets.name;
