/**
 * Mail that is really sent, for the tests that read what an address receives (the account
 * e-mails, notices and settings): a test SMTP server, and a queue that sends to it in place of
 * setUpTestDatabase's silent one (the routes' context uses it). Call at the top of a test file,
 * after setUpTestDatabase.
 */
import { afterAll, beforeAll } from "vitest";
import type { setUpTestDatabase } from "./db";
import { startTestMailQueue, testOutboxes } from "./mail";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp";

type SendingQueue = Awaited<ReturnType<typeof startTestMailQueue>>;

export function setUpSendingMail(t: ReturnType<typeof setUpTestDatabase>) {
  let smtp: TestSmtpServer | undefined;
  let queue: SendingQueue | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    queue = await startTestMailQueue(t.handle, { smtpUrl: smtp.url });
    testOutboxes.set(t.db, queue);
  });
  afterAll(async () => {
    await queue?.stop();
    await smtp?.close();
  });
  return {
    /** The SMTP server every message goes to. */
    get smtp(): TestSmtpServer {
      if (!smtp) throw new Error("setUpSendingMail: the SMTP server starts in beforeAll");
      return smtp;
    },
    /** The queue that sends (the one the routes' context uses). */
    get queue(): SendingQueue {
      if (!queue) throw new Error("setUpSendingMail: the queue starts in beforeAll");
      return queue;
    },
  };
}
