/** The job system's settings an instance runs with, from its configuration (README: E-mail). */
import { type MailEnv, mailSender } from "~/mail/config.server";
import type { JobQueueOptions } from "./start.server";

export function jobQueueOptions(env: MailEnv): JobQueueOptions {
  return {
    ...mailSender(env),
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    retryDelayMaxSeconds: env.MAIL_RETRY_DELAY_MAX_SECONDS,
    giveUpSeconds: Math.round(env.MAIL_GIVE_UP_HOURS * 3600),
    work: env.MAIL_WORKER === "on",
    ratingRequestDelayDays: env.RATING_REQUEST_DELAY_DAYS,
    digestCron: env.DIGEST_CRON,
  };
}
