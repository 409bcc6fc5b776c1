/**
 * Two app instances on one PostgreSQL database, each with its own connection pool, share what a
 * visitor would notice (issue 24 point 3, the part fast enough for `npm test`; the proxy, the
 * kills and the rolling restart are `npm run check:cluster`): a session made on one works on the
 * other, a rate limit counts across both, and a catalogue change reaches the other's page cache.
 * The whole server (server/app.ts and React Router, loaded through Vite as `npm run dev` does).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "~/db/client.server";
import { companies } from "~/db/schema";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { createPasswordUser } from "../helpers/factories";
import { startHttpServer } from "../helpers/http-server";

const PASSWORD = "Zebra-Lamp-42";
const COMPANY_PAGE = "/company/lumina-dental/lumina-dental-materials-dental-samples";
/** The same on every instance, as production requires. */
const AUTH_SECRET = randomUUID() + randomUUID();

interface Instance {
  base: string;
  close(): Promise<void>;
}

let t: TestDatabase;
let a: Instance;
let b: Instance;

async function startInstance(): Promise<Instance> {
  const connection = t.handle.connection;
  if (connection.kind !== "postgres") throw new Error("PostgreSQL only");
  // Its own pool, as a second process would have.
  const database: DatabaseHandle = await openPostgres(connection.url, 4);
  const server = await startHttpServer(
    { handle: database },
    {
      cachePages: true,
      environment: {
        AUTH_SECRET,
        // One proxy in front: each test is a client of its own (X-Forwarded-For).
        TRUST_PROXY: "1",
        AUTH_RATE_LIMIT_IP_MAX: "3",
      },
    },
  );
  return {
    base: server.base,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

function login(instance: Instance, email: string, password: string, clientIp: string) {
  return fetch(`${instance.base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: {
      Origin: instance.base,
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": clientIp,
    },
    redirect: "manual",
  });
}

describe.skipIf(process.env.TEST_DB !== "postgres")("two instances on one PostgreSQL", () => {
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemoData(t.db);
    a = await startInstance();
    b = await startInstance();
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  it("a session made on one instance signs the visitor in on the other", async () => {
    const email = `two-instances-${randomUUID()}@example.com`;
    await createPasswordUser(t.db, PASSWORD, { email, displayName: "Pat Twin" });
    const signedIn = await login(a, email, PASSWORD, "10.1.0.1");
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(cookie).not.toBe("");

    const anonymous = await (await fetch(`${b.base}/`)).text();
    expect(anonymous).not.toContain("Sign out");
    const page = await (await fetch(`${b.base}/`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Sign out");
  });

  it("a rate limit counts the attempts made on both instances", async () => {
    const clientIp = "10.1.0.2";
    const statuses: number[] = [];
    for (const instance of [a, b, a, b]) {
      const email = `nobody-${randomUUID()}@example.com`;
      statuses.push((await login(instance, email, "Wrong-Pass-1", clientIp)).status);
    }
    // Three attempts per IP: the fourth, on the other instance than the third, is refused.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("a catalogue change written through another connection reaches a cached page within 2 seconds", async () => {
    const page = () => fetch(`${b.base}${COMPANY_PAGE}`);
    const first = await page();
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // Served again from the cache: the same version.
    expect((await page()).headers.get("etag")).toBe(etag);

    const about = `Changed through the other instance ${randomUUID()}`;
    await t.db
      .update(companies)
      .set({ description: about })
      .where(eq(companies.id, "lumina-dental"));
    const changedAt = Date.now();
    await expect
      .poll(async () => (await page()).text(), { timeout: 2_000, interval: 50 })
      .toContain(about);
    expect(Date.now() - changedAt).toBeLessThan(2_000);
  });
});
