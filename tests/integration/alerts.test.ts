/**
 * Professionals' alerts (docs/decisions/170): the /account/alerts page's forms and their server
 * checks, and a run's alert e-mails: matched by category and by the search's own matching,
 * through the one visibility rule, each product named once per person, ever. Mail is really sent
 * to a test SMTP server and read back with its headers.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { alerts, companies, outboxMessages, users } from "~/db/schema";
import { ALERT_NEEDS_SOMETHING, WORDS_TOO_SHORT } from "~/forms/alert";
import { ALERTS_MAX } from "~/lib/digest";
import { productMatches, searchCatalogue } from "~/models/catalogue/search.server";
import { ALERTS_FULL } from "~/models/digest/alerts.server";
import { findNewProducts } from "~/models/digest/digest-content.server";
import { runDigestAndAlerts } from "~/models/digest/digest-run.server";
import { action, loader } from "~/routes/account/alerts/route";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct, signedInAs, TEST_AUTH_SECRET } from "../helpers/factories";
import { callAction, callLoader } from "../helpers/route";
import { setUpSendingMail } from "../helpers/sending-mail";
import { rawHeader } from "../helpers/smtp";

const SETTINGS = { rate: 0, linkSecret: TEST_AUTH_SECRET };

describe(`alerts (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  const mail = setUpSendingMail(t);

  /** Each test starts after a run: what earlier tests published is old news. */
  beforeEach(async () => {
    await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
  });

  const post = (cookie: string, form: Record<string, string>) =>
    callAction(action, { path: "/account/alerts", form, cookie, db: t.db });
  const create = (cookie: string, fields: Record<string, string>) =>
    post(cookie, { intent: "create-alert", category: "", words: "", ...fields });

  async function alertMails(email: string) {
    return t.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.textBody })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .then((rows) => rows.filter((r) => r.subject.startsWith("New samples matching")));
  }

  it("creates and deletes alerts, checking every field on the server", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    expect((await create(cookie, {})).data).toMatchObject({
      errors: { category: ALERT_NEEDS_SOMETHING },
    });
    expect((await create(cookie, { words: "x" })).data).toMatchObject({
      errors: { words: WORDS_TOO_SHORT },
    });
    const long = await create(cookie, { words: "w".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.data).toMatchObject({ errors: { words: expect.stringMatching(/100/) } });
    expect((await create(cookie, { category: "Candy" })).data).toMatchObject({
      errors: { category: "Please choose a valid category" },
    });
    const ok = await create(cookie, { category: "Endodontics", words: "rotary files" });
    expect(ok.data).toMatchObject({ ok: true });
    const page = await callLoader(loader, { path: "/account/alerts", cookie, db: t.db });
    expect(page.data.alerts).toMatchObject([{ category: "Endodontics", words: "rotary files" }]);
    const again = await create(cookie, { category: "Endodontics", words: "Rotary Files" });
    expect(again.status).toBe(409);

    const id = page.data.alerts[0]?.id ?? "";
    const other = await signedInAs(t.db, "user");
    expect((await post(other.cookie, { intent: "delete-alert", alertId: id })).status).toBe(404);
    expect((await post(cookie, { intent: "delete-alert", alertId: id })).data).toMatchObject({
      ok: true,
    });
    expect(await t.db.select().from(alerts).where(eq(alerts.userId, user.id))).toEqual([]);
  });

  it(`keeps at most ${ALERTS_MAX} alerts each`, async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    await t.db
      .insert(alerts)
      .values(Array.from({ length: ALERTS_MAX }, (_, i) => ({ userId: user.id, words: `w${i}` })));
    const refused = await create(cookie, { category: "Whitening" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ formError: ALERTS_FULL });
  });

  it("fills the words in from the search page's link", async () => {
    const { cookie } = await signedInAs(t.db, "user");
    const page = await callLoader(loader, {
      path: "/account/alerts?words=%20nickel%20titanium%20",
      cookie,
      db: t.db,
    });
    expect(page.data.words).toBe("nickel titanium");
  });

  it("mails each matching new product once per person, through the visibility rule", async () => {
    const { user } = await signedInAs(t.db, "user");
    // The subject names the oldest alert that matched.
    const alertsInOrder = [
      { category: "Endodontics" },
      { words: "rotary" },
      { category: "Whitening", words: "glacier" },
    ];
    await t.db.insert(alerts).values(
      alertsInOrder.map((alert, i) => ({
        userId: user.id,
        ...alert,
        createdAt: new Date(Date.now() - 60_000 + i * 1000),
      })),
    );
    const unconfirmed = await signedInAs(t.db, "user", { user: { emailVerified: false } });
    await t.db.insert(alerts).values({ userId: unconfirmed.user.id, category: "Endodontics" });

    const endo = await createCompany(t.db, { name: "Canal Works" });
    const both = await createProduct(t.db, endo.id, {
      name: "Rotary Flex Files",
      category: "Endodontics",
    });
    const rotaryCo = await createCompany(t.db, { name: "Rotary Dental Supply" });
    // Matched through its company's name, as the search matches it.
    const byCompany = await createProduct(t.db, rotaryCo.id, {
      name: "Bond Seven",
      category: "Adhesives",
    });
    await createProduct(t.db, endo.id, { name: "Glacier Paste", category: "Restorative" });
    await createProduct(t.db, endo.id, {
      name: "Hidden Files",
      category: "Endodontics",
      availability: false,
    });
    const draft = await createCompany(t.db, { name: "Draft Endo", publishedAt: null });
    await createProduct(t.db, draft.id, { name: "Draft Files", category: "Endodontics" });

    const outcome = await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
    expect(outcome.alerts).toBe(1);
    const received = await mail.smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject.startsWith("New samples matching"),
    );
    expect(received.subject).toBe("New samples matching Endodontics and 1 more alert");
    expect(received.text.split("Rotary Flex Files")).toHaveLength(2);
    expect(received.text).toContain(`/company/${endo.id}/products/${both.id}/`);
    expect(received.text).toContain(`/company/${rotaryCo.id}/products/${byCompany.id}/`);
    for (const absent of ["Glacier Paste", "Hidden Files", "Draft Files"]) {
      expect(received.text).not.toContain(absent);
    }
    expect(rawHeader(received, "List-Unsubscribe")).toMatch(
      new RegExp(`^<http://localhost:3000/unsubscribe/alerts-${user.id}\\.[^>]+>$`),
    );
    expect(rawHeader(received, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await alertMails(unconfirmed.user.email)).toEqual([]);

    // The company goes back to draft and is published again: its products are new to the
    // digest's window once more, but nobody is alerted about a product twice.
    await t.db.update(companies).set({ publishedAt: null }).where(eq(companies.id, endo.id));
    await t.db.update(companies).set({ publishedAt: new Date() }).where(eq(companies.id, endo.id));
    const second = await runDigestAndAlerts(t.db, mail.queue, SETTINGS);
    expect(second.alerts).toBe(0);
    expect(await alertMails(user.email)).toHaveLength(1);
  });

  it("matches words exactly as the search matches products", async () => {
    const company = await createCompany(t.db, { name: "Matchwell Labs", brandName: "Brite" });
    await createProduct(t.db, company.id, { name: "Opal Varnish", description: "fluoride 5%" });
    await createProduct(t.db, company.id, { name: "Quartz Etch", treatmentType: "Etching" });
    const since = new Date(Date.now() - 60_000);
    const fresh = await findNewProducts(t.db, since, new Date());
    for (const words of ["opal", "5%", "brite", "etching", "matchwell", "nothing here"]) {
      const searched = await searchCatalogue(t.db, words, { filter: "products", limit: 500 });
      const expected = searched.results
        .map((r) => r.id)
        .filter((id) => fresh.some((p) => p.id === id));
      const { rows } = await t.db.execute<{ id: string }>(
        sql`SELECT p.id FROM products p WHERE p.id IN (${sql.join(
          fresh.map((p) => sql`${p.id}`),
          sql`, `,
        )}) AND ${productMatches(words, "p")}`,
      );
      expect(rows.map((r) => r.id).sort(), words).toEqual(expected.sort());
    }
  });

  it("never mails someone whose account was deleted after their alert was queued", async () => {
    const people = [await signedInAs(t.db, "user"), await signedInAs(t.db, "user")];
    for (const { user } of people) {
      await t.db.insert(alerts).values({ userId: user.id, category: "Preventive" });
    }
    const company = await createCompany(t.db);
    await createProduct(t.db, company.id, { name: "Late Varnish", category: "Preventive" });
    // At one message a minute, the second person's alert waits a minute.
    await runDigestAndAlerts(t.db, mail.queue, { ...SETTINGS, rate: 1 / 60 });
    const [, second] = people.map((p) => p.user).sort((a, b) => (a.id < b.id ? -1 : 1));
    const email = second?.email ?? "";
    const [queued] = await t.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    await t.db.delete(users).where(eq(users.id, second?.id ?? ""));
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where id = ${queued?.id ?? ""}::uuid`,
    );
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select({ status: outboxMessages.status })
              .from(outboxMessages)
              .where(eq(outboxMessages.id, queued?.id ?? ""))
          )[0]?.status,
        { timeout: 15_000 },
      )
      .toBe("dead");
    expect(mail.smtp.to(email)).toEqual([]);
  });
});
