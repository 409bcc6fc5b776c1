/**
 * SMTP through nodemailer, from SMTP_URL (e.g. smtp://user:pass@host:587); or, on a machine
 * without SMTP, each message as an .eml file in a folder (MAIL_DIR, decision 120).
 */
import { mkdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** A stable Message-ID, so a receiving server can recognise a repeat. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A stalled server must fail the try (and be retried) long before the job's expiry.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    pool: true,
    maxConnections: 2,
    // Never log envelopes or bodies.
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * "Sends" each message by writing it, as the SMTP server would have received it, to
 * `{dir}/{time}-{message id}.eml`: any mail program opens it, links and all.
 */
export function createFolderTransport(dir: string): MailTransport {
  // The messages hold people's addresses and private links: the owner's alone.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      const id = mail.messageId.replace(/[^\w.-]+/g, "");
      const time = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(dir, `${time}-${id}.eml`), info.message as Buffer, {
        mode: 0o600,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Why a send failed, for the Outbox page and the log: the error's class, nodemailer's code and the
 * SMTP reply code, never the reply text (it often quotes the address).
 */
export function describeSendError(error: unknown): string {
  const e = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const parts = [typeof e.name === "string" ? e.name : "Error"];
  if (typeof e.code === "string") parts.push(e.code);
  if (typeof e.responseCode === "number") parts.push(`SMTP ${e.responseCode}`);
  if (typeof e.command === "string") parts.push(`after ${e.command.split(" ")[0]}`);
  return parts.join(" ");
}
