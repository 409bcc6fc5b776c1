/**
 * What the routes declare about their requests (docs/decisions/154), on the whole server
 * (server/app.ts and React Router, loaded through Vite): an upload is not read before the area's
 * middleware has admitted the caller (the login redirect or 403 comes at once, the body withheld:
 * decision 115), an upload route takes more than a form's 64 KB, the routes that take JSON take it,
 * the one-click unsubscribe is the one form another site may post (decision 052), the catalogue
 * pages declare themselves shared-cacheable to signed-out visitors only (decisions 080, 102), and
 * the company page counts its views, from the page cache too (decisions 119, 164).
 */
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getWeeklyPerformance } from "~/models/leads/supplier-performance.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { createCompany, createProduct, signedInAs } from "../helpers/factories";
import { type HttpServer, startHttpServer } from "../helpers/http-server";

const AUTH_SECRET = randomUUID() + randomUUID();
let t: TestDatabase;
let server: HttpServer;
let port = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  server = await startHttpServer(t, { cachePages: true, environment: { AUTH_SECRET } });
  port = server.port;
}, 300_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

const flushViews = () => server.started.analytics.flush();

interface Answer {
  status: number;
  location?: string | undefined;
  connection?: string | undefined;
  body: string;
  ms: number;
}

/** A POST with the request target exactly as given; sends `body`, and ends it unless `withhold`. */
function post(
  target: string,
  headers: Record<string, string>,
  body: string | Buffer,
  withhold = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = httpRequest(
      { host: "127.0.0.1", port, method: "POST", path: target, headers },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on("end", () => {
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            connection: res.headers.connection,
            body: text,
            ms: Date.now() - started,
          });
          req.destroy();
        });
      },
    );
    req.on("error", (error) => (withhold ? undefined : reject(error)));
    if (withhold) req.write(body);
    else req.end(body);
  });
}

/** 1 MB of a declared 20 MB multipart upload, then nothing: the rest is held back. */
function withheldUpload(path: string, cookie?: string) {
  return post(
    path,
    {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(20 * 1024 * 1024),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    Buffer.concat([
      Buffer.from(`--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n`),
      Buffer.alloc(1024 * 1024),
    ]),
    true,
  );
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe(`route rules over HTTP (${process.env.TEST_DB})`, { timeout: 120_000 }, () => {
  it("answers an anonymous upload with the login redirect at once, its body unread", async () => {
    const company = await createCompany(t.db);
    for (const path of [
      `/supplier/${company.id}/listing`,
      `/supplier/${company.id}/listing/products/new`,
      "/admin/catalogue",
      "/admin/companies/new",
      "/admin/products/new.data",
    ]) {
      const answer = await withheldUpload(path);
      if (path.endsWith(".data")) expect(answer.status, path).toBe(202);
      else {
        expect(answer.status, path).toBe(302);
        expect(answer.location, path).toContain("/login?redirectTo=");
      }
      expect(answer.connection, path).toBe("close");
      expect(answer.ms, path).toBeLessThan(5_000);
    }
  });

  it("answers a signed-in user who is no member, or no admin, with 403 at once, the body unread", async () => {
    const company = await createCompany(t.db);
    const { cookie } = await signedInAs(t.db, "user", { secret: AUTH_SECRET });
    for (const path of [`/supplier/${company.id}/listing`, "/admin/catalogue"]) {
      const answer = await withheldUpload(path, cookie);
      expect(answer.status, path).toBe(403);
      expect(answer.ms, path).toBeLessThan(5_000);
    }
  });

  it("lets an upload route take more than 64 KB, and keeps every other form to 64 KB", async () => {
    const company = await createCompany(t.db);
    const large = `a=${"x".repeat(100 * 1024)}`;
    const upload = await post(`/supplier/${company.id}/listing`, form, large);
    expect(upload.status).toBe(302);
    for (const path of ["/login", `/supplier/${company.id}/team`]) {
      const answer = await post(path, form, large);
      expect(answer.status, path).toBe(413);
      expect(answer.body).toBe("Request body too large: at most 64 KB is accepted here.");
    }
  });

  it("lets better-auth's routes, analytics beacons and Stripe's webhook post JSON, and no form", async () => {
    const json = { "Content-Type": "application/json" };
    for (const path of ["/api/auth/callback/google", "/api/events", "/webhooks/stripe"]) {
      const answer = await post(path, json, "{}");
      expect(answer.status, path).not.toBe(415);
    }
    const login = await post("/login", json, "{}");
    expect(login.status).toBe(415);
    expect(login.body).toMatch(/application\/x-www-form-urlencoded/);
  });

  it("lets a one-click unsubscribe through from another site, and no other page's form", async () => {
    const crossSite = { ...form, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    const oneClick = await post("/unsubscribe/abc.def", crossSite, "List-Unsubscribe=One-Click");
    expect(oneClick.status).not.toBe(403);
    for (const target of ["/unsubscribe/%2e%2e?index", "/unsubscribe/%2e%2e/login", "/login"]) {
      const answer = await post(target, crossSite, "email=a%40b.c");
      expect(answer.status, target).toBe(403);
    }
  });

  it("lets shared caches keep a signed-out visitor's catalogue page, and nothing else", async () => {
    const shared = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
    const company = await createCompany(t.db);
    const base = `http://127.0.0.1:${port}`;
    for (const path of ["/", `/company/${company.id}`, "/search?q=composite", "/privacy"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(shared);
      expect(response.headers.get("vary"), path).toBe("Accept-Encoding");
    }
    const { cookie } = await signedInAs(t.db, "user", { secret: AUTH_SECRET });
    for (const [path, headers] of [
      ["/login", {}],
      ["/privacy", { Cookie: cookie }],
      ["/privacy.data", {}],
      ["/company/no-such-company", {}],
    ] as const) {
      const response = await fetch(`${base}${path}`, { headers });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("counts a company page's views where it is served, from the page cache too", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id);
    const base = `http://127.0.0.1:${port}`;
    // Each view a visitor of its own (a browser of its own): one visitor counts once a day.
    const document = () => ({
      "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 v/${randomUUID()}`,
      "Sec-Fetch-Dest": "document",
      Accept: "text/html",
    });
    const path = `/company/${company.id}?product=${product.id}`;
    // Until the page cache answers (the new rows' change notice may clear it once, on PostgreSQL).
    let views = 0;
    let cache: string | null = null;
    while (cache !== "hit" && views < 5) {
      const response = await fetch(`${base}${path}`, { headers: document() });
      expect(response.headers.get("x-page-view")).toBeNull();
      cache = response.headers.get("x-page-cache");
      views++;
    }
    expect(cache).toBe("hit");
    await fetch(`${base}${path}`, { method: "HEAD", headers: document() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await flushViews();
    const thisWeek = (await getWeeklyPerformance(t.db, company.id)).at(-1);
    expect(thisWeek?.pageViews).toBe(views);
    expect(thisWeek?.productViews).toBe(views);
  });

  it("keeps the opener on the Google sign-in popup's pages only", async () => {
    const base = `http://127.0.0.1:${port}`;
    const done = await fetch(`${base}/auth/google/done?outcome=error`, { redirect: "manual" });
    expect(done.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    const login = await fetch(`${base}/login`);
    expect(login.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });
});
