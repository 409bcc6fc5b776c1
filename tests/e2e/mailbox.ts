/**
 * What the browser tests' server has e-mailed (tests/e2e/mail-sink.ts): wait for a message to an
 * address, read its subject and text, and take a link out of it to follow in the browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import { mailFolder } from "./mail-sink";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

function folder(): string {
  const name = process.env.E2E_DATABASE_NAME;
  if (!name) throw new Error("E2E_DATABASE_NAME is not set");
  return mailFolder(name);
}

/** Every message to `address` so far, oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(folder()).sort();
  } catch {
    return [];
  }
  const mails: Mail[] = [];
  for (const file of files) {
    const { to, raw } = JSON.parse(readFileSync(path.join(folder(), file), "utf8")) as {
      to: string[];
      raw: string;
    };
    if (!to.includes(address.toLowerCase())) continue;
    const parsed = await simpleParser(raw);
    mails.push({
      to,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
      headers: parsed.headers as Map<string, unknown>,
    });
  }
  return mails;
}

/** Waits (up to 30 s: the queue polls each second) for a message to `address` whose subject matches. */
export async function waitForMail(address: string, subject: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((m) =>
          typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject),
        );
        return Boolean(found);
      },
      { timeout: 30_000, message: `an e-mail to the test address about ${String(subject)}` },
    )
    .toBe(true);
  return found as Mail;
}

/** The first link in the message's text under `pathPrefix` (e.g. "/requests/"), as a path. */
export function linkIn(mail: Mail, pathPrefix: string): string {
  const match = mail.text
    .match(/https?:\/\/[^\s<>()]+/g)
    ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!match) throw new Error(`No ${pathPrefix} link in "${mail.subject}"`);
  const url = new URL(match);
  return `${url.pathname}${url.search}`;
}
