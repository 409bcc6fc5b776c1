/** The mail settings an instance runs with, from its configuration (README: E-mail). */
import path from "node:path";
import type { Env } from "~/env.server";
import type { MailSite } from "./message";
import { createFolderTransport, createSmtpTransport } from "./transport.server";

export type MailEnv = Pick<
  Env,
  | "SITE_URL"
  | "SITE_NAME"
  | "CONTACT_EMAIL"
  | "LEADS_FALLBACK_EMAIL"
  | "SMTP_URL"
  | "MAIL_DIR"
  | "MAIL_FROM"
  | "MAIL_RETRY_DELAY_SECONDS"
  | "MAIL_RETRY_DELAY_MAX_SECONDS"
  | "MAIL_GIVE_UP_HOURS"
  | "MAIL_WORKER"
  | "RATING_REQUEST_DELAY_DAYS"
  | "DIGEST_CRON"
>;

export function mailSite(
  env: Pick<Env, "SITE_URL" | "SITE_NAME" | "CONTACT_EMAIL" | "LEADS_FALLBACK_EMAIL">,
): MailSite {
  return {
    name: env.SITE_NAME,
    url: env.SITE_URL,
    contactEmail: env.CONTACT_EMAIL,
    leadsFallbackEmail: env.LEADS_FALLBACK_EMAIL ?? env.CONTACT_EMAIL,
  };
}

/** Who sends the instance's mail, and how (SMTP, a folder, or kept unsent). */
export function mailSender(env: MailEnv) {
  return {
    site: mailSite(env),
    from: env.MAIL_FROM ?? `"${env.SITE_NAME.replaceAll('"', "")}" <${env.CONTACT_EMAIL}>`,
    transport: env.SMTP_URL
      ? createSmtpTransport(env.SMTP_URL)
      : env.MAIL_DIR
        ? createFolderTransport(env.MAIL_DIR)
        : null,
  };
}

/** Where this instance's mail goes, said once at start-up. */
export function mailStartupNote(env: Pick<Env, "SMTP_URL" | "MAIL_DIR">): string {
  if (env.SMTP_URL) return "E-mail: sent through SMTP_URL.";
  if (env.MAIL_DIR) {
    return `E-mail: SMTP_URL is not set, so every message is written as an .eml file to ${path.resolve(env.MAIL_DIR)} (open it in any mail program).`;
  }
  return "E-mail: SMTP_URL is not set, so messages are kept on the Outbox page (/admin/outbox).";
}
