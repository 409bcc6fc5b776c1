/**
 * The supplier workspace's pages, on each backend: one table of routes, each called through the
 * route config (the workspace layout's middleware first, docs/decisions/108) with a valid form as
 * an owner of the company and an admin (allowed), a member (allowed, or 403 where only owners may
 * act), a member of another company (403), a signed-in user of no company (403) and signed out
 * (redirect to /login). Every workspace page is walked by area-authorization.test.ts.
 */
import { describe, expect, it } from "vitest";
import { NO_COMPANY_ACCESS, OWNERS_ONLY } from "~/models/suppliers/membership.server";
import { loader as workspaceIndex } from "~/routes/supplier/$companyId";
import { loader as leadsLoader } from "~/routes/supplier/$companyId.leads/route";
import {
  action as leadAction,
  loader as leadLoader,
} from "~/routes/supplier/$companyId.leads.$requestId/route";
import { loader as leadsCsv } from "~/routes/supplier/$companyId.leads.csv";
import {
  action as listingAction,
  loader as listingLoader,
} from "~/routes/supplier/$companyId.listing/route";
import {
  action as productEditAction,
  loader as productEditLoader,
} from "~/routes/supplier/$companyId.listing.products.$productId";
import {
  action as productNewAction,
  loader as productNewLoader,
} from "~/routes/supplier/$companyId.listing.products.new";
import { loader as performanceLoader } from "~/routes/supplier/$companyId.performance/route";
import { loader as performanceCsv } from "~/routes/supplier/$companyId.performance.csv";
import {
  action as teamAction,
  loader as teamLoader,
} from "~/routes/supplier/$companyId.team/route";
import { loader as workspaceLayout } from "~/routes/supplier/layout";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createSampleRequest,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { callAction, callLoader, type FormFields, ThrownRoute } from "../helpers/route";

/** What a row needs to call its route for one company: the company, a fresh lead and product. */
interface Target {
  companyId: string;
  requestId: string;
  productId: string;
}

interface GuardedRoute {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: any route module's loader or action
  fn: (args: any) => unknown;
  kind: "loader" | "action";
  path: (t: Target) => string;
  params: (t: Target) => Record<string, string>;
  /** The action's form (a valid one, so a member's call succeeds), made anew for each call. */
  form?: () => FormFields;
  /** A member's answer when it is not 200 (a redirect). */
  allowed?: { status: number; location?: (t: Target) => string | RegExp };
  /** Only owners (and admins) may: a plain member gets 403 too. */
  isOwnersOnly?: boolean;
}

const company = (t: Target) => ({ companyId: t.companyId });
const lead = (t: Target) => ({ companyId: t.companyId, requestId: t.requestId });
const product = (t: Target) => ({ companyId: t.companyId, productId: t.productId });
const listingSaved = (t: Target) =>
  new RegExp(`^/supplier/${t.companyId}/listing\\?saved=product&product=[^&]+$`);

const validProduct: FormFields = {
  name: "Guarded Composite",
  description: "",
  category: "Restorative",
  treatmentType: "",
  sampleType: "",
  quantity: "",
  availability: "on",
};

/** The workspace's routes. */
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
    form: () => ({ status: "approved" }),
  },
  {
    name: "listing",
    fn: listingLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/listing`,
    params: company,
  },
  {
    name: "listing save",
    fn: listingAction,
    kind: "action",
    path: (t) => `/supplier/${t.companyId}/listing`,
    params: company,
    form: () => ({
      intent: "save",
      description: "Guarded description",
      shortDescription: "",
      website: "",
      responseTime: "",
      treatmentTypes: "",
      samplesAvailable: "on",
    }),
  },
  {
    name: "new product",
    fn: productNewLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/listing/products/new`,
    params: company,
  },
  {
    name: "new product save",
    fn: productNewAction,
    kind: "action",
    path: (t) => `/supplier/${t.companyId}/listing/products/new`,
    params: company,
    form: () => validProduct,
    allowed: { status: 302, location: listingSaved },
  },
  {
    name: "product",
    fn: productEditLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/listing/products/${t.productId}`,
    params: product,
  },
  {
    name: "product save",
    fn: productEditAction,
    kind: "action",
    path: (t) => `/supplier/${t.companyId}/listing/products/${t.productId}`,
    params: product,
    form: () => validProduct,
    allowed: { status: 302, location: listingSaved },
  },
  {
    name: "team",
    fn: teamLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/team`,
    params: company,
  },
  {
    name: "team invite",
    fn: teamAction,
    kind: "action",
    path: (t) => `/supplier/${t.companyId}/team`,
    params: company,
    form: () => ({ intent: "invite", email: uniqueEmail("invitee"), role: "member" }),
    isOwnersOnly: true,
  },
  {
    name: "performance",
    fn: performanceLoader,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/performance`,
    params: company,
  },
  {
    name: "performance CSV (Lead Analytics')",
    fn: performanceCsv,
    kind: "loader",
    path: (t) => `/supplier/${t.companyId}/performance.csv`,
    params: company,
  },
];

describe(`supplier authorization (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  /** A company with a fresh lead, and the people around it. */
  async function scene() {
    const mine = await createCompany(t.db);
    const theirs = await createCompany(t.db);
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, mine.id, owner.user.id, "owner");
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, mine.id, member.user.id, "member");
    const otherMember = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, theirs.id, otherMember.user.id, "owner");
    const plainUser = await signedInAs(t.db, "user");
    const admin = await signedInAs(t.db, "admin");
    return { mine, owner, member, otherMember, plainUser, admin };
  }

  /** Calls the row's route as `cookie` (none: signed out) and answers its status and location. */
  async function call(route: GuardedRoute, target: Target, cookie?: string) {
    const options = {
      path: route.path(target),
      params: route.params(target),
      ...(route.form ? { form: route.form() } : {}),
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
    const who = route.isOwnersOnly ? "owners" : "members";
    it(`${route.name}: ${who} and admins pass; others 403; signed out → login`, async () => {
      const { mine, owner, member, otherMember, plainUser, admin } = await scene();
      const target = async () => ({
        companyId: mine.id,
        requestId: (await createSampleRequest(t.db, { companyId: mine.id })).id,
        productId: (await createProduct(t.db, mine.id)).id,
      });

      for (const outsider of [otherMember, plainUser]) {
        const denied = await call(route, await target(), outsider.cookie);
        expect(denied.status).toBe(403);
        expect(denied.data).toBe(NO_COMPANY_ACCESS);
      }

      const signedOut = await call(route, await target());
      expect(signedOut.status).toBe(302);
      expect(signedOut.location).toMatch(/^\/login\?redirectTo=/);

      if (route.isOwnersOnly) {
        const refused = await call(route, await target(), member.cookie);
        expect(refused.status).toBe(403);
        expect(refused.data).toBe(OWNERS_ONLY);
      }

      const insiders = route.isOwnersOnly ? [owner, admin] : [owner, member, admin];
      for (const insider of insiders) {
        const where = await target();
        const allowed = await call(route, where, insider.cookie);
        expect(allowed.status).toBe(route.allowed?.status ?? 200);
        const location = route.allowed?.location?.(where);
        if (typeof location === "string") expect(allowed.location).toBe(location);
        else if (location) expect(allowed.location).toMatch(location);
      }
    });
  }
});
