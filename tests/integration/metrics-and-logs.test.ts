/**
 * The operator's view of a running server (issue 24, point 5; docs/decisions/125): a JSON log line
 * per request with its id, which comes back in `X-Request-Id`; `/metrics` behind METRICS_TOKEN
 * with every named series and no personal data; `/readyz` apart from `/healthz`. The whole server
 * (server/app.ts and React Router, as `npm run dev` loads them through the worker's Vite,
 * tests/helpers/http-server.ts) on the test database.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as LogModule from "~/lib/log.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { type HttpServer, loadServerModule, startHttpServer } from "../helpers/http-server";
import { captureLog, type LogCapture } from "../helpers/log";

const METRICS_TOKEN = "metrics-token-for-the-test-0123";
const EMAIL = "ann.lee.metrics@example.com";

let t: TestDatabase;
let log: LogCapture;
const servers: HttpServer[] = [];

/** The whole app on a free port, caching pages as in production. */
async function startApp(environment: Record<string, string>) {
  const server = await startHttpServer(t, { cachePages: true, environment });
  servers.push(server);
  return server;
}

let app: HttpServer;

beforeAll(async () => {
  t = await createTestDatabase();
  // The app's own copy of the logger (the worker's Vite loads the modules apart from this test's).
  const logModule = await loadServerModule<typeof LogModule>("./app/lib/log.server.ts");
  log = captureLog("info", logModule);
  app = await startApp({ METRICS_TOKEN, LOG_LEVEL: "info" });
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  log?.restore();
  await t?.close();
});

/** The log line of the request answered with this id. */
async function lineOf(requestId: string | null) {
  await expect.poll(() => log.lines.some((line) => line.reqId === requestId)).toBe(true);
  return log.lines.find((line) => line.reqId === requestId && line.msg === "request completed");
}

const scrape = (token = METRICS_TOKEN) =>
  fetch(`${app.base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });

describe(`request ids and the request log (${process.env.TEST_DB})`, () => {
  it("gives each request an id, sends it back and writes it in the request's log line", async () => {
    const response = await fetch(`${app.base}/healthz`);
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await lineOf(id);
    expect(line).toMatchObject({
      level: "info",
      reqId: id,
      method: "GET",
      route: "/healthz",
      status: 200,
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
  });

  it("keeps a proxy's id and replaces a hostile one", async () => {
    const kept = await fetch(`${app.base}/healthz`, { headers: { "X-Request-Id": "lb-7f3a.91" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.91");
    expect(await lineOf("lb-7f3a.91")).toMatchObject({ route: "/healthz" });

    for (const hostile of [EMAIL, "<script>alert(1)</script>", "x".repeat(65), "a b"]) {
      const response = await fetch(`${app.base}/healthz`, { headers: { "X-Request-Id": hostile } });
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await lineOf(id)).toMatchObject({ route: "/healthz", status: 200 });
      expect(log.text()).not.toContain(hostile);
    }
  });

  it("logs React Router's route pattern, never the path's values or the query", async () => {
    const companyId = randomUUID();
    const response = await fetch(`${app.base}/company/${companyId}/some-name?ref=${EMAIL}`);
    expect(response.status).toBe(404);
    expect(await lineOf(response.headers.get("x-request-id"))).toMatchObject({
      route: "/company/:companyId/:slug?",
      status: 404,
    });
    expect(log.text()).not.toContain(companyId);

    // Refused before React Router (405): named by its first segment, the link's token left out.
    const token = randomUUID();
    const refused = await fetch(`${app.base}/requests/${token}`, { method: "PUT" });
    expect(refused.status).toBe(405);
    expect(await lineOf(refused.headers.get("x-request-id"))).toMatchObject({
      method: "PUT",
      route: "/requests/*",
      status: 405,
    });
    expect(log.text()).not.toContain(token);
  });
});

describe(`/metrics (${process.env.TEST_DB})`, () => {
  it("answers 401 without the token or with a wrong one, and 404 where none is configured", async () => {
    expect((await fetch(`${app.base}/metrics`)).status).toBe(401);
    const wrong = await scrape("not-the-metrics-token-0123456789");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const unconfigured = await startApp({});
    expect((await fetch(`${unconfigured.base}/metrics`)).status).toBe(404);
  });

  it("carries every named series, and no e-mail typed in a form or a query", async () => {
    // An address in a form, in a query string and in a header; a page twice (a page-cache hit).
    await fetch(`${app.base}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.base },
      body: new URLSearchParams({ email: EMAIL, password: "Zebra-Lamp-42" }),
    });
    await fetch(`${app.base}/search?q=${encodeURIComponent(EMAIL)}`);
    await fetch(`${app.base}/privacy`, { headers: { "X-Request-Id": EMAIL } });
    await fetch(`${app.base}/privacy`);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const series of [
      'sampletray_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/search",status_class="2xx"}',
      'sampletray_http_request_duration_seconds_count{method="POST",route="/login"',
      'sampletray_page_cache_lookups_total{result="hit"} 1',
      'sampletray_page_cache_lookups_total{result="miss"}',
      'sampletray_outbox_messages{status="queued"}',
      'sampletray_outbox_messages{status="sent"}',
      'sampletray_outbox_messages{status="retrying"}',
      'sampletray_outbox_messages{status="dead"}',
      'sampletray_mail_jobs_total{result="sent"}',
      'sampletray_mail_jobs_total{result="failed"}',
      'sampletray_mail_jobs_total{result="dead"}',
      'sampletray_queue_jobs{queue="mail",state="queued"}',
      'sampletray_queue_jobs{queue="mail",state="active"}',
      "sampletray_db_pool_connections ",
      "sampletray_db_pool_idle ",
      "sampletray_db_pool_waiting ",
      "sampletray_page_cache_entries ",
      "process_resident_memory_bytes ",
    ]) {
      expect(text).toContain(series);
    }
    expect(text).not.toContain("@");
    expect(text).not.toContain("ann.lee");
    expect(log.text()).not.toContain("ann.lee");
  });
});

describe(`/readyz (${process.env.TEST_DB})`, () => {
  const readyz = async () => {
    const response = await fetch(`${app.base}/readyz`);
    return { status: response.status, text: await response.text() };
  };

  it("is ready while the database answers, the migrations are applied and the queue runs", async () => {
    expect(await readyz()).toEqual({ status: 200, text: "ready\n" });
  });

  it("answers 503 naming a migration the database lacks", async () => {
    const [last] = (
      await t.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    if (!last) throw new Error("no migration applied");
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const answer = await readyz();
      expect(answer.status).toBe(503);
      expect(answer.text).toMatch(/^migrations not applied: \d{4}_\w+\n$/);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await readyz()).status).toBe(200);
  });

  it("answers 503 once the mail queue is stopped, while /healthz stays 200", async () => {
    await app.started.outbox.stop();
    expect(await readyz()).toEqual({ status: 503, text: "mail queue not started\n" });
    expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
  });
});
