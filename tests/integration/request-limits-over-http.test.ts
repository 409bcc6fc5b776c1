/**
 * The request pipeline as a client meets it over HTTP (issue 15, items 3, 8 and 10; moved from the
 * browser suite by docs/decisions/159): body size, content types, methods, Cache-Control on
 * private responses, where a sign-in that a data request asked for leads, a throttled sign-in's
 * Retry-After (043), the security headers, a company's 404 and its old slug's 301, /healthz.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { createPasswordUser, signedInAs, uniqueTag } from "../helpers/factories";
import { type HttpServer, startHttpServer } from "../helpers/http-server";

const PASSWORD = "Zebra-Lamp-42";
const sameSite = { "Sec-Fetch-Site": "same-origin" };
const form = { ...sameSite, "Content-Type": "application/x-www-form-urlencoded" };

let t: TestDatabase;
let server: HttpServer;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  server = await startHttpServer(t);
}, 300_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

const at = (path: string) => `${server.base}${path}`;

describe(`the request pipeline over HTTP (${process.env.TEST_DB})`, () => {
  it("a form action refuses a body over 64 KB with 413 and a clear message", async () => {
    const response = await fetch(at("/login"), {
      method: "POST",
      headers: form,
      body: `email=${"a".repeat(1024 * 1024)}@example.com&password=x`,
    });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).toContain("at most 64 KB");
    expect(text.length).toBeLessThan(200);
  });

  it.each([
    ["application/json", '{"email":"a@example.com","password":"x"}'],
    ["text/plain", "email=a@example.com"],
    ["application/xml", "<login/>"],
  ])("a form action posted as %s answers 415", async (type, body) => {
    const response = await fetch(at("/signup"), {
      method: "POST",
      headers: { ...sameSite, "Content-Type": type },
      body,
    });
    expect(response.status).toBe(415);
    await response.arrayBuffer();
  });

  it("a form action posted without a content type answers 415", async () => {
    const response = await fetch(at("/request-samples"), { method: "POST", headers: sameSite });
    expect(response.status).toBe(415);
    await response.arrayBuffer();
  });

  it("better-auth's own routes still take JSON", async () => {
    const response = await fetch(at("/api/auth/callback/google"), {
      method: "POST",
      headers: { ...sameSite, "Content-Type": "application/json" },
      body: "{}",
      redirect: "manual",
    });
    expect(response.status).not.toBe(415);
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
  });

  it.each(["PUT", "PATCH", "DELETE"])("an action answers %s with 405 and Allow", async (method) => {
    const response = await fetch(at("/login"), {
      method,
      headers: form,
      body: "email=a@example.com",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    await response.arrayBuffer();
  });

  it("loader data and admin pages are sent with Cache-Control: no-store", async () => {
    const data = await fetch(at("/blog.data"));
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    await data.arrayBuffer();
    const admin = await signedInAs(t.db, "admin");
    const page = await fetch(at("/admin/requests"), { headers: { Cookie: admin.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    await page.arrayBuffer();
  });

  it("signing in after a data request lands on the page, not on its raw data", async () => {
    const email = `data-redirect-${uniqueTag()}@example.com`;
    await createPasswordUser(t.db, PASSWORD, { email, isAdmin: true });
    const data = await fetch(at("/admin/requests.data?status=pending"), { redirect: "manual" });
    const target = /"(\/login\?redirectTo=[^"]+)"/.exec(await data.text())?.[1];
    expect(target).toBeDefined();
    expect(target).not.toContain(".data");
    const redirectTo = new URL(target ?? "/login", server.base).searchParams.get("redirectTo");
    const signIn = await fetch(at(target ?? "/login"), {
      method: "POST",
      headers: { ...form, Origin: server.base },
      body: new URLSearchParams({ email, password: PASSWORD, redirectTo: redirectTo ?? "" }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/admin/requests?status=pending");
  });

  it.each(["/login", "/login.data"])("a throttled POST %s carries Retry-After", async (path) => {
    const email = `throttle-${uniqueTag()}@example.com`;
    const attempt = () =>
      fetch(at(path), {
        method: "POST",
        headers: form,
        body: new URLSearchParams({ email, password: "Wrong-Pass-1" }),
        redirect: "manual",
      });
    let last = await attempt();
    for (let i = 0; i < 12 && last.status !== 429; i++) {
      await last.arrayBuffer();
      last = await attempt();
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    await last.arrayBuffer();
  });

  it("pages carry the security headers", async () => {
    const response = await fetch(at("/"));
    const csp = response.headers.get("content-security-policy") ?? "";
    // A signed-out visitor's page is the same for everyone: its inline scripts are allowed by
    // their hashes, not by a nonce (docs/decisions/102).
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(csp).not.toContain("'nonce-");
    expect(await response.text()).not.toContain("nonce=");
  });

  it("an unknown company answers 404; a stale company slug redirects permanently", async () => {
    const unknown = await fetch(at("/company/no-such-company"));
    expect(unknown.status).toBe(404);
    await unknown.arrayBuffer();
    const stale = await fetch(at("/company/lumina-dental/old-name-dental-samples"), {
      redirect: "manual",
    });
    expect(stale.status).toBe(301);
    expect(stale.headers.get("location")).toBe(
      "/company/lumina-dental/lumina-dental-materials-dental-samples",
    );
  });

  it("healthz says the process is alive, and readyz that it may take traffic", async () => {
    const response = await fetch(at("/healthz"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    const ready = await fetch(at("/readyz"));
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe("ready\n");
  });
});
