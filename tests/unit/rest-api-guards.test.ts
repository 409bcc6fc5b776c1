/**
 * The request guards for the REST API (docs/decisions/136, 154), on a real Express server and the
 * API layout's own `handle`: PATCH is allowed on /api/v1/ only (dot segments resolved); JSON
 * bodies only; the cross-site check lets a Bearer-authorised call through only when it carries
 * no cookie.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { middleware as apiMiddleware, handle as apiRules } from "~/routes/api/layout";
import { limitRequestBodies } from "../../server/request-bodies";
import { allowOnlySiteMethods, refuseCrossSiteRequests } from "../../server/request-guards";
import { matchRouteRules } from "../../server/route-rules";
import { fakeBuild } from "../helpers/fake-build";

const BUILD = fakeBuild([
  { id: "api", path: "api/v1", isPage: false, handle: apiRules },
  { id: "lead", parentId: "api", path: "leads/:leadId", isPage: false },
  { id: "supplier", path: "supplier/:companyId/*" },
  { id: "splat", path: "*" },
]);

const SITE = "https://sampletray.example";
let base = "";
let close: () => Promise<void>;
const seen: { path: string; origin: string | undefined }[] = [];

beforeAll(async () => {
  const app = express();
  app.use(matchRouteRules(async () => BUILD));
  app.use(allowOnlySiteMethods());
  app.use(refuseCrossSiteRequests(SITE));
  app.use(limitRequestBodies());
  app.use((req, res) => {
    seen.push({ path: req.path, origin: req.get("origin") });
    res.status(200).send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});
afterAll(() => close());

const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
const bearer = { Authorization: "Bearer st_live_abc", "Content-Type": "application/json" };

function patch(path: string, headers: Record<string, string>, body = "{}") {
  return fetch(`${base}${path}`, { method: "PATCH", headers, body });
}

describe("REST API guards", () => {
  it("passes a Bearer call without cookies from any origin, without its Origin header", async () => {
    const response = await patch("/api/v1/leads/x", { ...bearer, ...crossSite });
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toEqual({ path: "/api/v1/leads/x", origin: undefined });
  });

  it("checks a call that carries a cookie like any other state change", async () => {
    const response = await patch("/api/v1/leads/x", { ...bearer, ...crossSite, Cookie: "a=b" });
    expect(response.status).toBe(403);
    const sameSite = await patch("/api/v1/leads/x", {
      ...bearer,
      Cookie: "a=b",
      Origin: SITE,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(sameSite.status).toBe(200);
  });

  it("checks a cross-site call without a Bearer key", async () => {
    const response = await patch("/api/v1/leads/x", {
      "Content-Type": "application/json",
      ...crossSite,
    });
    expect(response.status).toBe(403);
  });

  it("allows PATCH on the API's paths only, dot segments resolved", async () => {
    for (const path of ["/supplier/x/team", "/api/v1/%2e%2e/supplier/x", "/api/v2/leads"]) {
      const response = await patch(path, bearer);
      expect(response.status, path).toBe(405);
    }
  });

  it("takes JSON bodies only: the layout's middleware answers 415 after the method, before the key", async () => {
    // The server leaves the type to the API's layout (it answers its methods first) ...
    const passed = await patch("/api/v1/leads/x", { ...bearer, "Content-Type": "text/plain" });
    expect(passed.status).toBe(200);
    // ... whose middleware refuses it, as problem+json, before any key is looked up.
    const [check] = apiMiddleware;
    const request = new Request(`${SITE}/api/v1/leads/${crypto.randomUUID()}`, {
      method: "PATCH",
      headers: { ...bearer, "Content-Type": "text/plain" },
      body: "status=approved",
    });
    const answer = (await check?.(
      { request, context: undefined, params: {} } as never,
      (() => {
        throw new Error("the layout handed on");
      }) as never,
    )) as Response;
    expect(answer.status).toBe(415);
    expect(answer.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(answer.headers.get("accept-post")).toBe("application/json");
  });
});
