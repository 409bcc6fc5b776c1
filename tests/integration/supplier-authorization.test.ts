/**
 * Every supplier loader and action checks access itself (requireCompanyAccess), on each backend:
 * one table of routes, each called as a member of the company (allowed), an admin (allowed), a
 * member of another company (403), a signed-in user of no company (403) and signed out (redirect
 * to /login). A new workspace route is one more row in GUARDED_ROUTES.
 */
import { describe, expect, it } from "vitest";
import { NO_COMPANY_ACCESS } from "~/models/membership.server";
import { loader as providerAnalytics } from "~/routes/provider.$companyId.analytics";
import { loader as providerCsv } from "~/routes/provider.$companyId.analytics[.]csv";
import { loader as workspaceLayout } from "~/routes/supplier.$companyId/route";
import { loader as workspaceIndex } from "~/routes/supplier.$companyId._index";
import { loader as leadsLoader } from "~/routes/supplier.$companyId.leads._index";
import {
  action as leadAction,
  loader as leadLoader,
} from "~/routes/supplier.$companyId.leads.$requestId";
import { loader as leadsCsv } from "~/routes/supplier.$companyId.leads[.]csv";
import { loader as performanceLoader } from "~/routes/supplier.$companyId.performance";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createSampleRequest,
  signedInAs,
} from "../helpers/factories";
import { callAction, callLoader, type FormFields, ThrownRoute } from "../helpers/route";

/** What a row needs to call its route for one company: the company and a fresh lead of it. */
interface Target {
  companyId: string;
  requestId: string;
}

interface GuardedRoute {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: any route module's loader or action
  fn: (args: any) => unknown;
  kind: "loader" | "action";
  path: (t: Target) => string;
  params: (t: Target) => Record<string, string>;
  /** The action's form (a valid one, so a member's call succeeds). */
  form?: FormFields;
  /** A member's answer when it is not 200 (a redirect). */
  allowed?: { status: number; location?: (t: Target) => string };
}

const company = (t: Target) => ({ companyId: t.companyId });
const lead = (t: Target) => ({ companyId: t.companyId, requestId: t.requestId });

/** The workspace's routes; the listing and team routes join as more rows. */
const GUARDED_ROUTES: GuardedRoute[] = [
  {
    name: "workspace layout",
    fn: workspaceLayout,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}`,
    params: company,
  },
  {
    name: "workspace index",
    fn: workspaceIndex,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}`,
    params: company,
    allowed: { status: 302, location: (t) => `/supplier/${t.companyId}/leads` },
  },
  {
    name: "leads",
    fn: leadsLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/leads`,
    params: company,
  },
  {
    name: "leads CSV",
    fn: leadsCsv,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/leads.csv`,
    params: company,
  },
  {
    name: "lead",
    fn: leadLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/leads/${t.requestId}`,
    params: lead,
  },
  {
    name: "lead status change",
    fn: leadAction,
    kind: "action",
    path: (t) => `/supplier/${t.companyId}/leads/${t.requestId}`,
    params: lead,
    form: { status: "approved" },
  },
  {
    name: "performance",
    fn: performanceLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/performance`,
    params: company,
  },
  {
    name: "Lead Analytics",
    fn: providerAnalytics,
    kind: "loader",
    path: (t) => `/provider/${t.companyId}/analytics`,
    params: company,
  },
  {
    name: "Lead Analytics CSV",
    fn: providerCsv,
    kind: "loader",
    path: (t) => `/provider/${t.companyId}/analytics.csv`,
    params: company,
  },
];

describe(`supplier authorization (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  /** A company with a fresh lead, and the people around it. */
  async function scene() {
    const mine = await createCompany(t.db);
    const theirs = await createCompany(t.db);
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, mine.id, member.user.id, "member");
    const otherMember = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, theirs.id, otherMember.user.id, "owner");
    const plainUser = await signedInAs(t.db, "user");
    const admin = await signedInAs(t.db, "admin");
    return { mine, member, otherMember, plainUser, admin };
  }

  /** Calls the row's route as `cookie` (none: signed out) and answers its status and location. */
  async function call(route: GuardedRoute, target: Target, cookie?: string) {
    const options = {
      path: route.path(target),
      params: route.params(target),
      ...(route.form ? { form: route.form } : {}),
      ...(cookie ? { cookie } : {}),
      db: t.db,
    };
    try {
      const result =
        route.kind === "action"
          ? await callAction(route.fn, options)
          : await callLoader(route.fn, options);
      return { status: result.status, location: result.headers.get("location"), data: null };
    } catch (error) {
      if (!(error instanceof ThrownRoute)) throw error;
      return { status: error.status, location: error.headers.get("location"), data: error.data };
    }
  }

  for (const route of GUARDED_ROUTES) {
    it(`${route.name}: members and admins pass; others 403; signed out → login`, async () => {
      const { mine, member, otherMember, plainUser, admin } = await scene();
      const target = async () => ({
        companyId: mine.id,
        requestId: (await createSampleRequest(t.db, { companyId: mine.id })).id,
      });

      for (const outsider of [otherMember, plainUser]) {
        const denied = await call(route, await target(), outsider.cookie);
        expect(denied.status).toBe(403);
        expect(denied.data).toBe(NO_COMPANY_ACCESS);
      }

      const signedOut = await call(route, await target());
      expect(signedOut.status).toBe(302);
      expect(signedOut.location).toMatch(/^\/login\?redirectTo=/);

      for (const insider of [member, admin]) {
        const where = await target();
        const allowed = await call(route, where, insider.cookie);
        expect(allowed.status).toBe(route.allowed?.status ?? 200);
        if (route.allowed?.location) expect(allowed.location).toBe(route.allowed.location(where));
      }
    });
  }
});
