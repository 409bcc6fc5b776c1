/**
 * Decision 120: without SMTP_URL, a server on its own machine writes every message as an .eml
 * file into a folder (DATA_DIR/mail by default, printed at start-up), links whole, so a local
 * user can confirm their address; a configured or tested server does not.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { outboxMessages } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { mailStartupNote } from "~/mail/config.server";
import { deliverOutboxMessage } from "~/mail/deliver.server";
import { createFolderTransport } from "~/mail/transport.server";
import { action as signupAction } from "~/routes/auth/signup/route";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { callAction, TEST_SITE_URL } from "../helpers/route";

const folder = mkdtempSync(path.join(tmpdir(), "sampletray-mail-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("where mail goes without SMTP_URL", () => {
  it("is DATA_DIR/mail on a local server, said at start-up; nowhere under test or with SMTP", () => {
    const local = parseEnv({ NODE_ENV: "production", DATA_DIR: "/srv/st" });
    expect(local.MAIL_DIR).toBe(path.join("/srv/st", "mail"));
    expect(mailStartupNote(local)).toContain(`.eml file to ${path.join("/srv/st", "mail")}`);
    expect(parseEnv({ NODE_ENV: "production", MAIL_DIR: "/tmp/m" }).MAIL_DIR).toBe("/tmp/m");
    expect(parseEnv({ NODE_ENV: "test" }).MAIL_DIR).toBeUndefined();
    const smtp = parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" });
    expect(smtp.MAIL_DIR).toBeUndefined();
    expect(mailStartupNote(smtp)).toBe("E-mail: sent through SMTP_URL.");
    const deployed = parseEnv({ NODE_ENV: "production", SITE_URL: "https://sampletray.example" });
    expect(deployed.MAIL_DIR).toBeUndefined();
    expect(mailStartupNote(deployed)).toContain("/admin/outbox");
  });
});

describe(`the mail folder (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("holds the confirmation e-mail with its link whole, for its owner alone, and the message counts as sent", async () => {
    const email = uniqueEmail("local");
    await callAction(signupAction, {
      path: "/signup",
      form: { displayName: "", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      db: t.db,
    });
    const [message] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    if (!message) throw new Error("no confirmation message");
    // The outbox keeps the link redacted (decision 107)…
    expect(message.textBody).toContain("[redacted-1]");
    await deliverOutboxMessage(t.db, message.id, {
      transport: createFolderTransport(folder),
      from: '"SampleTray" <hello@sampletray.example>',
      messageIdDomain: "localhost",
      isMarkedOnSendingConnection: false,
    });
    const files = readdirSync(folder).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(folder, files[0] ?? ""), "utf8");
    // …the file has it whole, ready to open.
    expect(eml).toContain("Subject: Confirm your e-mail address for SampleTray");
    expect(eml).toMatch(new RegExp(`${TEST_SITE_URL}/verify-email/[\\w.%-]{20,}`));
    expect(eml).not.toContain("[redacted-");
    // It holds a private link: readable by the server's user alone.
    if (process.platform !== "win32") {
      expect(statSync(path.join(folder, files[0] ?? "")).mode & 0o777).toBe(0o600);
    }
    const [after] = await t.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id));
    expect(after?.status).toBe("sent");
  });
});
