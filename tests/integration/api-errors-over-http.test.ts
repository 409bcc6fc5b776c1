/**
 * The REST API's errors as a client sees them over HTTP (issue 38 point 5, issue 34 point 8;
 * docs/decisions/147), on the whole server (server/app.ts and React Router, loaded through Vite)
 * and each backend: what the request guards refuse before the API's code (a control character, a
 * body over 16 KB, a non-JSON type, a method the resource does not answer, a cross-site call with
 * a cookie) and an unknown /api/v1 path are application/problem+json, a refused method with the
 * resource's own `Allow`; unknown keys are limited per client IP (429 with Retry-After, shared
 * in PostgreSQL); GET /webhooks/stripe is 405 with `Allow: POST`.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { createSampleRequest } from "../helpers/factories";
import { type HttpServer, startHttpServer } from "../helpers/http-server";
import { companyWithKey } from "../helpers/rest-api";

let t: TestDatabase;
let server: HttpServer;
let base = "";

beforeAll(async () => {
  t = await createTestDatabase();
  server = await startHttpServer(t, {
    environment: {
      // The client IP from X-Forwarded-For, so the test can be several clients.
      TRUST_PROXY: "loopback",
      API_FAILED_KEYS_PER_MINUTE: "5",
    },
  });
  base = server.base;
}, 300_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

const json = { "Content-Type": "application/json" };

async function expectProblem(response: Response, status: number) {
  expect(response.status, response.url).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(body.detail).toEqual(expect.any(String));
  return body;
}

describe(`REST API errors over HTTP (${process.env.TEST_DB})`, { timeout: 120_000 }, () => {
  it("answers the guards' refusals as problem+json: control characters, 16 KB, content type, cross-site", async () => {
    const { key } = await companyWithKey(t.db);
    const bearer = { Authorization: `Bearer ${key}` };
    await expectProblem(await fetch(`${base}/api/v1/leads?status=%00`, { headers: bearer }), 400);
    await expectProblem(await fetch(`${base}/api/v1/leads/a%00b`, { headers: bearer }), 404);
    const lead = `${base}/api/v1/leads/${randomUUID()}`;
    const tooLarge = await fetch(lead, {
      method: "PATCH",
      headers: { ...bearer, ...json },
      body: JSON.stringify({ status: "approved", reason: "x".repeat(17 * 1024) }),
    });
    await expectProblem(tooLarge, 413);
    const notJson = await fetch(lead, {
      method: "PATCH",
      headers: { ...bearer, "Content-Type": "text/plain" },
      body: "status=approved",
    });
    await expectProblem(notJson, 415);
    const crossSite = await fetch(lead, {
      method: "PATCH",
      headers: {
        ...bearer,
        ...json,
        Cookie: "a=b",
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
      body: "{}",
    });
    await expectProblem(crossSite, 403);
  });

  it("answers a method a resource refuses with 405 and that resource's Allow, and an unknown path with 404", async () => {
    const { company, key } = await companyWithKey(t.db);
    const lead = await createSampleRequest(t.db, { companyId: company.id });
    const bearer = { Authorization: `Bearer ${key}` };
    const cases: [string, string, string][] = [
      ["PUT", `/api/v1/leads/${lead.id}`, "GET, HEAD, PATCH"],
      ["DELETE", `/api/v1/leads/${lead.id}`, "GET, HEAD, PATCH"],
      ["OPTIONS", `/api/v1/leads/${lead.id}`, "GET, HEAD, PATCH"],
      ["POST", `/api/v1/leads/${lead.id}`, "GET, HEAD, PATCH"],
      ["PUT", "/api/v1/leads", "GET, HEAD"],
      ["DELETE", "/api/v1/products", "GET, HEAD"],
      ["PATCH", "/api/v1/leads", "GET, HEAD"],
      ["DELETE", `/api/v1/products/${randomUUID()}`, "PATCH"],
      ["GET", `/api/v1/products/${randomUUID()}`, "PATCH"],
      ["PUT", "/api/v1/openapi.json", "GET, HEAD"],
    ];
    for (const [method, path, allow] of cases) {
      // With and without a body: the method is refused before the body is read.
      for (const body of [undefined, "not json"]) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { ...bearer, "Content-Type": "text/plain" },
          ...(body && method !== "GET" ? { body } : {}),
        });
        const problem = await expectProblem(response, 405);
        expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
        expect(problem.detail).toBe(`This address answers ${allow}.`);
      }
    }
    // What a resource answers still works.
    const read = await fetch(`${base}/api/v1/leads/${lead.id}`, { headers: bearer });
    expect(read.status).toBe(200);
    for (const method of ["GET", "PUT", "DELETE", "POST"]) {
      for (const path of ["/api/v1/nope", "/api/v1/leads/x/y", "/api/v1/"]) {
        const response = await fetch(`${base}${path}`, { method, headers: bearer });
        await expectProblem(response, 404);
      }
    }
  });

  it("limits unknown keys per client IP: the 6th from one client is 429 with Retry-After, others unaffected", async () => {
    const { key } = await companyWithKey(t.db);
    const from = (ip: string, bearer: string) =>
      fetch(`${base}/api/v1/leads`, {
        headers: { Authorization: `Bearer ${bearer}`, "X-Forwarded-For": ip },
      });
    const randomKey = () => `st_live_${randomUUID().slice(0, 12)}_${"x".repeat(43)}`;
    for (let i = 0; i < 5; i++) await expectProblem(await from("203.0.113.7", randomKey()), 401);
    const limited = await from("203.0.113.7", randomKey());
    const problem = await expectProblem(limited, 429);
    expect(problem.detail).toMatch(/unknown or revoked API key/);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Until the minute ends, that client's keys are not looked up, a valid one included.
    await expectProblem(await from("203.0.113.7", key), 429);
    // Another client is not affected.
    await expectProblem(await from("203.0.113.8", randomKey()), 401);
    expect((await from("203.0.113.8", key)).status).toBe(200);
  });

  it("answers GET /webhooks/stripe with 405 and Allow: POST", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${base}/webhooks/stripe`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });
});
