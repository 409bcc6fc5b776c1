/**
 * One-click unsubscribe the standard way (RFC 8058, docs/decisions/169, 170), on the whole server:
 * a mail client's POST of `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, without a
 * cookie or an Origin, answers 2xx and unsubscribes; so does one a mail provider sends from its
 * own site. A GET shows the button and changes nothing (link scanners follow links).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts, subscribers } from "~/db/schema";
import {
  createAlertsUnsubscribeToken,
  createUnsubscribeToken,
} from "~/mail/unsubscribe-token.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { createUser, TEST_AUTH_SECRET } from "../helpers/factories";
import { type HttpServer, startHttpServer } from "../helpers/http-server";

describe(`one-click unsubscribe over HTTP (${process.env.TEST_DB})`, () => {
  let t: TestDatabase;
  let server: HttpServer;
  beforeAll(async () => {
    t = await createTestDatabase();
    server = await startHttpServer(t);
  }, 300_000);
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}/unsubscribe/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });

  it("takes a subscriber off the list; the page's GET only shows the button", async () => {
    const [row] = await t.db
      .insert(subscribers)
      .values({ email: `one-click-${Date.now()}@example.com`, status: "active" })
      .returning();
    const token = createUnsubscribeToken(row?.id ?? "", TEST_AUTH_SECRET);
    const page = await fetch(`${server.base}/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    const status = async () =>
      (
        await t.db
          .select()
          .from(subscribers)
          .where(eq(subscribers.id, row?.id ?? ""))
      )[0]?.status;
    expect(await status()).toBe("active");

    const answer = await oneClick(token);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
    expect(await status()).toBe("unsubscribed");
    // Again, and from a mail provider's own site: still 2xx.
    const again = await oneClick(token, {
      Origin: "https://mail.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(again.status).toBe(200);
  });

  it("ends a professional's alerts from the alert e-mail's link", async () => {
    const user = await createUser(t.db);
    await t.db.insert(alerts).values({ userId: user.id, category: "Endodontics" });
    const token = createAlertsUnsubscribeToken(user.id, TEST_AUTH_SECRET);
    const page = await fetch(`${server.base}/unsubscribe/${token}`);
    expect(await page.text()).toContain("Stop alert e-mails");
    const held = () => t.db.select().from(alerts).where(eq(alerts.userId, user.id));
    expect(await held()).toHaveLength(1);
    const answer = await oneClick(token);
    expect(answer.status).toBe(200);
    expect(await held()).toEqual([]);
  });

  it("refuses a link that is not ours", async () => {
    const forged = createAlertsUnsubscribeToken("someone", "another-secret-another-secret-00");
    expect((await oneClick(forged)).status).toBe(404);
  });
});
