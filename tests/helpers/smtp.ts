/**
 * A real SMTP server for tests (npm smtp-server on a free port): it accepts every message, parses
 * it with mailparser and keeps it, so a test reads what a person would receive.
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: ParsedMail["headers"];
  /** Each header as sent (unfolded), e.g. for List-Unsubscribe, which mailparser reshapes. */
  headerLines: ParsedMail["headerLines"];
}

/** A header's value as sent (unfolded), or undefined. */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While set, RCPT TO is refused with this SMTP code (e.g. 451 to make sends fail). */
  refuseWith: number | null;
  /** Addresses (lower-case) whose RCPT TO is refused with 550: no such mailbox. */
  unknownMailboxes: Set<string>;
  /** Resolves with the first message (already here or arriving) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

const QUIET_SOCKET_ERRORS = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state: TestSmtpServer = {
    url: "",
    received,
    refuseWith: null,
    unknownMailboxes: new Set(),
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(onMail);
          resolve(found);
          return true;
        };
        const onMail = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(onMail);
          reject(
            new Error(`No matching e-mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(onMail);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.unknownMailboxes.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
        return;
      }
      if (state.refuseWith) {
        const error = Object.assign(new Error("Refused by the test"), {
          responseCode: state.refuseWith,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            messageId: parsed.messageId ?? "",
            headers: parsed.headers,
            headerLines: parsed.headerLines,
          });
          for (const waiter of [...waiters]) waiter();
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-message (a killed app, a pooled connection dropped) resets its socket;
  // smtp-server reports that as an 'error' event, which would crash the process without a listener.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (!QUIET_SOCKET_ERRORS.has(error.code ?? "")) console.error("Test SMTP server:", error);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}

/** The first link in a message's text that starts with `prefix` (e.g. the site's /requests/). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = mail.text.match(new RegExp(`${escaped}[^\\s>)]*`));
  if (!match) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return match[0];
}
