/**
 * The protected areas as units (docs/decisions/108), on each backend. Every route module of the
 * operator console, of the supplier workspace and of the account area (decision 126), enumerated
 * from app/routes.ts (a new page is walked without a line here), is called through the route config, its layout's middleware first,
 * for its loader (GET) and its action (POST):
 *
 * - signed out → /login, back to the page afterwards;
 * - a signed-in user without the role → 403 (in the workspace, a member of another company too);
 * - the right role → 200 (an admin in the console; the company's member, and an admin, in the
 *   workspace); an action, posted empty, gets past the guard to its own answer.
 *
 * And the shape that makes this hold: every /admin and /supplier/{id} URL, and every route module
 * in routes/admin/ and routes/supplier/, is a child of its area's layout. Moved URLs answer 301
 * to their new place, the query kept (decision 109).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MOVED_URLS } from "~/lib/moved-urls";
import { ACCESS_DENIED_MESSAGE, VERIFY_EMAIL_FIRST } from "~/models/accounts/user.server";
import { NO_COMPANY_ACCESS } from "~/models/suppliers/membership.server";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  type SignedInUser,
  signedInAs,
} from "../helpers/factories";
import {
  callAction,
  callLoader,
  declaredRoutes,
  importRouteModule,
  matchRouteConfig,
  type RouteResult,
  ThrownRoute,
} from "../helpers/route";
import { createRouteRows, type RouteIds as Ids } from "../helpers/route-rows";

const ADMIN_LAYOUT = "routes/admin/layout.tsx";
const WORKSPACE_LAYOUT = "routes/supplier/layout.tsx";
/** The workspace's door (/supplier): it lists the user's companies, so it asks only for a user. */
const SUPPLIER_DOOR = "routes/supplier/index.tsx";

const DECLARED = declaredRoutes();
const underLayout = (layout: string) =>
  DECLARED.filter((d) => d.route.file === layout || d.layouts.includes(layout));
const CONSOLE = underLayout(ADMIN_LAYOUT).filter((d) => d.route.file !== ADMIN_LAYOUT);
const WORKSPACE = underLayout(WORKSPACE_LAYOUT);
const ACCOUNT_LAYOUT = "routes/account/layout.tsx";
const ACCOUNT = underLayout(ACCOUNT_LAYOUT).filter((d) => d.route.file !== ACCOUNT_LAYOUT);

/** The URL of a route pattern with the ids filled in (and a companyId in the query for forms). */
function urlOf(pattern: string, ids: Ids): string {
  const path = pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no test row for :${name} in ${pattern}`);
    return encodeURIComponent(id);
  });
  // The new product page asks which company; a page that does not read it ignores it.
  return `${path}?companyId=${encodeURIComponent(ids.companyId ?? "")}`;
}

type Method = "loader" | "action";

interface Answer {
  status: number;
  location: string | null;
  data: unknown;
}

/** Calls a route module's loader or action at a URL through the route config. */
async function call(
  db: Parameters<typeof callLoader>[1]["db"],
  file: string,
  method: Method,
  url: string,
  who?: SignedInUser,
): Promise<Answer> {
  const module = await importRouteModule(file);
  const fn = module[method] as (args: unknown) => unknown;
  const options = { path: url, db, form: {}, ...(who ? { cookie: who.cookie } : {}) };
  try {
    const result: RouteResult<unknown> =
      method === "loader" ? await callLoader(fn, options) : await callAction(fn, options);
    return {
      status: result.status,
      location: result.headers.get("location"),
      data: result.data,
    };
  } catch (error) {
    if (!(error instanceof ThrownRoute)) throw error;
    return { status: error.status, location: error.headers.get("location"), data: error.data };
  }
}

/** The methods a route module answers. */
async function methodsOf(file: string): Promise<Method[]> {
  const module = await importRouteModule(file);
  return (["loader", "action"] as const).filter((m) => typeof module[m] === "function");
}

/** Signed out: to /login, and back to the page afterwards. */
function expectLogin(answer: Answer, url: string) {
  expect(answer.status, url).toBe(302);
  expect(answer.location, url).toBe(`/login?${new URLSearchParams({ redirectTo: url })}`);
}

/**
 * What the right role gets from a loader: 200, or the page's own redirect (the workspace's index
 * opens its leads). An action posted empty gets its own answer: anything but the guard's.
 */
function expectAllowed(answer: Answer, method: Method, url: string, deniedMessage: string) {
  if (method === "action") {
    expect(answer.location ?? "", url).not.toMatch(/^\/login/);
    expect(answer.status === 403 && answer.data === deniedMessage, url).toBe(false);
    return;
  }
  if (answer.status === 302) {
    expect(answer.location, url).toMatch(/^\/supplier\/[^/]+\/leads$/);
    return;
  }
  expect(answer.status, url).toBe(200);
}

describe(`areas as units (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let admin: SignedInUser;
  let plainUser: SignedInUser;
  let member: SignedInUser;
  let otherMember: SignedInUser;
  let unconfirmedUser: SignedInUser;

  beforeAll(async () => {
    unconfirmedUser = await signedInAs(t.db, "user", { user: { emailVerified: false } });
    admin = await signedInAs(t.db, "admin");
    plainUser = await signedInAs(t.db, "user");
    member = await signedInAs(t.db, "user");
    otherMember = await signedInAs(t.db, "user");
  });

  /**
   * Rows for every param a page names, anew for each page: an action posted empty may change
   * them (a delete page deletes). `member` is a member of the company, `otherMember` of another.
   */
  async function freshIds(): Promise<Ids> {
    const rows = await createRouteRows(t.db);
    const other = await createCompany(t.db);
    await addCompanyMember(t.db, rows.companyId, member.user.id, "member");
    await addCompanyMember(t.db, other.id, otherMember.user.id, "owner");
    return rows;
  }

  it("every /admin URL and every module in routes/admin/ is a child of the console's layout", () => {
    const adminish = DECLARED.filter(
      (d) => /^\/admin(\/|$)/.test(d.pattern) || d.route.file.startsWith("routes/admin/"),
    );
    expect(adminish.length).toBeGreaterThan(20);
    for (const d of adminish) {
      if (d.route.file === ADMIN_LAYOUT) continue;
      expect(d.layouts, d.route.file).toContain(ADMIN_LAYOUT);
    }
  });

  it("every /supplier/{id} URL and every module in routes/supplier/ is a child of the workspace's layout", () => {
    const supplierish = DECLARED.filter(
      (d) =>
        /^\/supplier\/[^/]/.test(d.pattern) ||
        (d.route.file.startsWith("routes/supplier/") && d.route.file !== SUPPLIER_DOOR),
    );
    expect(supplierish.length).toBeGreaterThan(10);
    for (const d of supplierish) {
      if (d.route.file === WORKSPACE_LAYOUT) continue;
      expect(d.layouts, d.route.file).toContain(WORKSPACE_LAYOUT);
    }
  });

  describe("the operator console", () => {
    for (const { route, pattern } of CONSOLE) {
      it(`${pattern} (${route.file}): signed out → login, a user → 403, an admin → 200`, async () => {
        const methods = await methodsOf(route.file);
        expect(methods.length, route.file).toBeGreaterThan(0);
        for (const method of methods) {
          const url = urlOf(pattern, await freshIds());
          expectLogin(await call(t.db, route.file, method, url), url);
          const denied = await call(t.db, route.file, method, url, plainUser);
          expect(denied.status, `${method} ${url}`).toBe(403);
          expect(denied.data, `${method} ${url}`).toBe(ACCESS_DENIED_MESSAGE);
          const allowed = await call(t.db, route.file, method, url, admin);
          expectAllowed(allowed, method, `${method} ${url}`, ACCESS_DENIED_MESSAGE);
        }
      });
    }
  });

  describe("the supplier workspace", () => {
    for (const { route, pattern } of WORKSPACE) {
      it(`${pattern} (${route.file}): signed out → login, outsiders → 403, members and admins → 200`, async () => {
        const methods = await methodsOf(route.file);
        expect(methods.length, route.file).toBeGreaterThan(0);
        for (const method of methods) {
          const url = urlOf(pattern, await freshIds());
          expectLogin(await call(t.db, route.file, method, url), url);
          for (const outsider of [plainUser, otherMember]) {
            const denied = await call(t.db, route.file, method, url, outsider);
            expect(denied.status, `${method} ${url}`).toBe(403);
            expect(denied.data, `${method} ${url}`).toBe(NO_COMPANY_ACCESS);
          }
          for (const allowedUser of [member, admin]) {
            const allowed = await call(t.db, route.file, method, url, allowedUser);
            expectAllowed(allowed, method, `${method} ${url}`, NO_COMPANY_ACCESS);
          }
        }
      });
    }

    it("/supplier, the door, asks only for a signed-in user", async () => {
      expectLogin(await call(t.db, SUPPLIER_DOOR, "loader", "/supplier"), "/supplier");
      const answer = await call(t.db, SUPPLIER_DOOR, "loader", "/supplier", plainUser);
      expect(answer.status).toBe(200);
    });
  });

  it("every /account URL and every module in routes/account/ is a child of the account's layout", () => {
    const accountish = DECLARED.filter(
      (d) => /^\/account(\/|$)/.test(d.pattern) || d.route.file.startsWith("routes/account/"),
    );
    expect(accountish.length).toBeGreaterThan(1);
    for (const d of accountish) {
      if (d.route.file === ACCOUNT_LAYOUT) continue;
      expect(d.layouts, d.route.file).toContain(ACCOUNT_LAYOUT);
    }
  });

  describe("the account area", () => {
    for (const { route, pattern } of ACCOUNT) {
      it(`${pattern} (${route.file}): signed out → login, unconfirmed → 403, confirmed → 200`, async () => {
        const methods = await methodsOf(route.file);
        expect(methods.length, route.file).toBeGreaterThan(0);
        for (const method of methods) {
          const url = urlOf(pattern, await freshIds());
          expectLogin(await call(t.db, route.file, method, url), url);
          const denied = await call(t.db, route.file, method, url, unconfirmedUser);
          expect(denied.status, `${method} ${url}`).toBe(403);
          expect(denied.data, `${method} ${url}`).toBe(VERIFY_EMAIL_FIRST);
          const allowed = await call(t.db, route.file, method, url, plainUser);
          expectAllowed(allowed, method, `${method} ${url}`, VERIFY_EMAIL_FIRST);
        }
      });
    }
  });

  describe("moved URLs answer 301 to their new place, the query kept", () => {
    const cases: [string, string][] = [
      ["/analytics/sample-requests", "/admin/requests"],
      [
        "/analytics/sample-requests?status=pending&q=Lumina%20Dental",
        "/admin/requests?status=pending&q=Lumina%20Dental",
      ],
      ["/analytics/sample-requests.csv?status=approved", "/admin/requests.csv?status=approved"],
      ["/analytics/sample-requests/5b1c7e9a-req", "/admin/requests/5b1c7e9a-req"],
      ["/provider/lumina-dental/analytics", "/supplier/lumina-dental/performance"],
      [
        "/provider/lumina-dental/analytics?range=30d",
        "/supplier/lumina-dental/performance?range=30d",
      ],
      [
        "/provider/lumina-dental/analytics.csv?range=90d",
        "/supplier/lumina-dental/performance.csv?range=90d",
      ],
    ];

    it("covers every moved URL", () => {
      const covered = new Set(
        cases.map(([from]) => matchRouteConfig(from.split("?")[0] ?? "").routes.at(-1)?.id),
      );
      expect([...covered].sort()).toEqual(
        Object.keys(MOVED_URLS)
          .map((f) => `moved:${f}`)
          .sort(),
      );
    });

    for (const [from, to] of cases) {
      it(`${from} → ${to}`, async () => {
        const leaf = matchRouteConfig(from.split("?")[0] ?? "").routes.at(-1);
        if (!leaf) throw new Error(`${from} matches no route`);
        // Signed out as signed in: the new place checks who may see it.
        const answer = await call(t.db, leaf.file, "loader", from);
        expect(answer.status).toBe(301);
        expect(answer.location).toBe(to);
        // The new place is a page of an area, not another move.
        const target = matchRouteConfig(to.split("?")[0] ?? "").routes.at(-1);
        expect(target?.file).toMatch(/^routes\/(admin|supplier)\//);
      });
    }
  });
});
