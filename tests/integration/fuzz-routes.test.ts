/**
 * Bad input is a 4xx, never a 500 or a cut stream (issue 28 point 1), on each backend. Every route
 * of app/routes.ts (a new page is walked without a line here) is called through the route config,
 * its layouts' middleware first, signed in with the role its area needs (an admin in the console,
 * the company's owner in the workspace, nobody on the public site), with hostile values:
 *
 * - in each path param, for its loader (GET) and its action (an empty POST);
 * - in every query param its loader reads (seen by watching URLSearchParams while it answers a
 *   plain request) and the list pages' usual ones, all in each request, each value in turn.
 *
 * A URL goes through the request guard first, as in the server (server/request-guards.ts): a
 * control character is refused there with 404 or 400. What a route answers must be below 500, a
 * thrown Error is a failure, and a body (a CSV export's stream) must read to its end.
 */
import type { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { hasControlCharacter } from "~/lib/control-characters";
import { controlCharacterRefusal } from "../../server/request-guards";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, type SignedInUser, signedInAs } from "../helpers/factories";
import {
  callAction,
  callLoader,
  createTestContext,
  declaredRoutes,
  importRouteModule,
  matchRouteConfig,
  ThrownRoute,
} from "../helpers/route";
import { createRouteRows, type RouteIds } from "../helpers/route-rows";

const UUID = "00000000-0000-4000-8000-000000000000";

/**
 * In a path: a NUL (refused by the guard), percent signs that were or are not encoding, traversal,
 * long and odd text, quotes, ids that are not UUIDs or name no row, a negative number.
 */
const IN_PATHS = [
  "\u0000",
  "%00",
  "%E0%A4%A",
  "..",
  "x".repeat(5000),
  "é☃😀\uD800",
  "' OR '1'='1",
  "00000000-0000-0000-0000-00000000000g",
  UUID,
  "-1",
];

/** In a query, besides (not traversal): dates that do not exist, cursors on them, huge numbers. */
const IN_QUERIES = [
  ...IN_PATHS.filter((v) => v !== ".."),
  "a\u0000b",
  "2024-02-30",
  `2024-02-30_${UUID}`,
  `0_2024-02-30_${UUID}`,
  Buffer.from(`2024-02-30 00:00:00+00|${UUID}`).toString("base64url"),
  "99999999999999999999",
  "",
];

const PLAIN = IN_QUERIES.filter((v) => !hasControlCharacter(v));
const plainAt = (i: number) => PLAIN[i % PLAIN.length] ?? "";

/** Query params the list pages and CSV exports read, fuzzed on every loader besides those seen. */
const USUAL_QUERY = ["q", "before", "after", "cursor", "page", "status", "sort", "from", "to"];

const ROUTES = declaredRoutes().filter((d) => d.route.file !== "root.tsx");

type Who = "admin" | "owner" | "nobody";

const whoFor = (pattern: string): Who =>
  /^\/admin(\/|$)/.test(pattern) ? "admin" : /^\/supplier\/:/.test(pattern) ? "owner" : "nobody";

const paramsOf = (pattern: string) =>
  [...pattern.matchAll(/:(\w+)\??|\*/g)].map((m) => m[1] ?? "*");

/** A value as a browser puts it in a URL (a lone surrogate becomes U+FFFD). */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

function pathOf(pattern: string, ids: RouteIds, override: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)\??|\*/g, (_, name: string | undefined) => {
    const key = name ?? "*";
    const value = override[key] ?? ids[key] ?? "x";
    return encode(value);
  });
}

/** URLSearchParams names a call reads while it runs (its loader's query, and a little more). */
async function queryNamesRead(run: () => Promise<unknown>): Promise<Set<string>> {
  const names = new Set<string>();
  const prototype = URLSearchParams.prototype;
  const originals = { get: prototype.get, getAll: prototype.getAll, has: prototype.has };
  prototype.get = function (name) {
    names.add(name);
    return originals.get.call(this, name);
  };
  prototype.getAll = function (name) {
    names.add(name);
    return originals.getAll.call(this, name);
  };
  prototype.has = function (name, value) {
    names.add(name);
    return originals.has.call(this, name, value);
  };
  try {
    await run().catch(() => undefined);
  } finally {
    Object.assign(prototype, originals);
  }
  return names;
}

describe(`fuzzed routes (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  const cookies: Record<Who, string | undefined> = { admin: "", owner: "", nobody: undefined };
  let ids: RouteIds;
  /** One context for every call (its better-auth instance is costly to make). */
  let context: RouterContextProvider;
  /** Calls that got past the guard to the route. */
  let reached = 0;

  beforeAll(async () => {
    ids = await createRouteRows(t.db);
    context = createTestContext(t.db);
    const admin: SignedInUser = await signedInAs(t.db, "admin");
    const owner: SignedInUser = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, ids.companyId, owner.user.id, "owner");
    cookies.admin = admin.cookie;
    cookies.owner = owner.cookie;
  });

  /** What went wrong with one call, or null: a 5xx, an Error, or a body that broke off. */
  async function failureOf(
    file: string,
    method: "loader" | "action",
    url: string,
    who: Who,
  ): Promise<string | null> {
    const refusal = controlCharacterRefusal(url);
    if (refusal) return refusal.status < 500 ? null : `${refusal.status} from the guard`;
    // A path the router resolves elsewhere (`..`, an empty segment) is another route's to answer;
    // a layout answers with its index.
    const pathname = new URL(url, "http://localhost").pathname;
    if (!matchRouteConfig(pathname).routes.some((r) => r.file === file)) return null;
    reached++;
    const fn = (await importRouteModule(file))[method] as Parameters<typeof callLoader>[0];
    const options = { path: url, context, form: {}, cookie: cookies[who] };
    try {
      const result =
        method === "loader" ? await callLoader(fn, options) : await callAction(fn, options);
      if (result.status >= 500) return `${result.status}`;
      await result.response?.text();
      return null;
    } catch (error) {
      if (error instanceof ThrownRoute) return error.status >= 500 ? `threw ${error.status}` : null;
      return `threw ${error instanceof Error ? error.message.slice(0, 160) : String(error)}`;
    }
  }

  for (const { route, pattern } of ROUTES) {
    it(`${pattern} (${route.file}) answers hostile params and queries below 500`, async () => {
      const module = await importRouteModule(route.file);
      const methods = (["loader", "action"] as const).filter(
        (m) => typeof module[m] === "function",
      );
      const who = whoFor(pattern);
      const failures: string[] = [];
      const reachedBefore = reached;
      const check = async (method: "loader" | "action", url: string) => {
        const failure = await failureOf(route.file, method, url, who);
        if (failure) failures.push(`${method} ${url.slice(0, 200)}: ${failure}`);
      };

      for (const param of paramsOf(pattern)) {
        for (const value of IN_PATHS) {
          for (const method of methods)
            await check(method, pathOf(pattern, ids, { [param]: value }));
        }
      }

      if (methods.includes("loader")) {
        const path = pathOf(pattern, ids);
        const loader = module.loader as Parameters<typeof callLoader>[0];
        const seen = await queryNamesRead(() =>
          callLoader(loader, { path, context, cookie: cookies[who] }),
        );
        const names = [...new Set([...seen, ...USUAL_QUERY])];
        // Request k gives name i the value k + i: every name gets every value in as many
        // requests. A control character refuses the whole query, so those go on their own.
        for (let k = 0; k < PLAIN.length; k++) {
          const query = names.map((n, i) => `${encode(n)}=${encode(plainAt(k + i))}`).join("&");
          await check("loader", `${path}?${query}`);
        }
        for (const value of IN_QUERIES.filter((v) => hasControlCharacter(v))) {
          await check("loader", `${path}?${new URLSearchParams(names.map((n) => [n, value]))}`);
        }
      }
      expect(failures).toEqual([]);
      // The values reached the route itself (not all refused by the guard or resolved elsewhere).
      if (methods.includes("loader") || paramsOf(pattern).length > 0) {
        expect(reached - reachedBefore, "calls that reached the route").toBeGreaterThan(3);
      }
    }, 120_000);
  }
});
