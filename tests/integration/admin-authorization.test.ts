/**
 * The operator console's catalogue pages, on each backend: one table of routes, each called
 * through the route config (the console layout's middleware first, docs/decisions/108) with a
 * valid form as an admin (allowed, the save done), a signed-in user who is not one, even a member
 * of the company (403 Access Denied), and signed out (redirect to /login). Every console page is
 * walked with an empty form by area-authorization.test.ts.
 */
import { describe, expect, it } from "vitest";
import { ACCESS_DENIED_MESSAGE } from "~/models/accounts/user.server";
import {
  action as companiesAction,
  loader as companiesLoader,
} from "~/routes/admin/companies/route";
import {
  action as companyAction,
  loader as companyLoader,
} from "~/routes/admin/companies.$companyId";
import {
  action as companyDeleteAction,
  loader as companyDeleteLoader,
} from "~/routes/admin/companies.$companyId.delete";
import {
  action as newCompanyAction,
  loader as newCompanyLoader,
} from "~/routes/admin/companies.new";
import { loader as overviewLoader } from "~/routes/admin/index";
import { loader as productsLoader } from "~/routes/admin/products";
import {
  action as productAction,
  loader as productLoader,
} from "~/routes/admin/products.$productId";
import {
  action as productDeleteAction,
  loader as productDeleteLoader,
} from "~/routes/admin/products.$productId.delete";
import {
  action as newProductAction,
  loader as newProductLoader,
} from "~/routes/admin/products.new/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  type SignedInUser,
  signedInAs,
  uniqueTag,
} from "../helpers/factories";
import { callAction, callLoader, type FormFields, ThrownRoute } from "../helpers/route";

interface Target {
  companyId: string;
  productId: string;
}

interface AdminRoute {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: any route module's loader or action
  fn: (args: any) => unknown;
  kind: "loader" | "action";
  path: (t: Target) => string;
  params?: (t: Target) => Record<string, string>;
  /** A valid form, so the admin's call succeeds; made anew for each call. */
  form?: (t: Target) => FormFields;
  /** The admin's answer when it is not 200 (a redirect after a save). */
  allowed?: number;
}

const company = (t: Target) => ({ companyId: t.companyId });
const product = (t: Target) => ({ productId: t.productId });

const companyForm = (): FormFields => ({
  intent: "save",
  name: `Guarded Co ${uniqueTag()}`,
  brandName: "",
  description: "",
  shortDescription: "",
  website: "",
  responseTime: "",
  treatmentTypes: "",
  samplesAvailable: "on",
  leadEmail: "",
  externalKey: "",
});

const productForm = (): FormFields => ({
  name: "Guarded Composite",
  description: "",
  category: "Restorative",
  treatmentType: "",
  sampleType: "",
  quantity: "",
  availability: "on",
});

const ADMIN_ROUTES: AdminRoute[] = [
  { name: "overview", fn: overviewLoader, kind: "loader", path: () => "/admin" },
  { name: "companies", fn: companiesLoader, kind: "loader", path: () => "/admin/companies" },
  {
    name: "company switch",
    fn: companiesAction,
    kind: "action",
    path: () => "/admin/companies",
    form: (t) => ({ companyId: t.companyId, flag: "featured", value: "on" }),
  },
  {
    name: "new company",
    fn: newCompanyLoader,
    kind: "loader",
    path: () => "/admin/companies/new",
  },
  {
    name: "new company save",
    fn: newCompanyAction,
    kind: "action",
    path: () => "/admin/companies/new",
    form: companyForm,
    allowed: 302,
  },
  {
    name: "company",
    fn: companyLoader,
    kind: "loader",
    path: (t) => `/admin/companies/${t.companyId}`,
    params: company,
  },
  {
    name: "company save",
    fn: companyAction,
    kind: "action",
    path: (t) => `/admin/companies/${t.companyId}`,
    params: company,
    form: companyForm,
    allowed: 302,
  },
  {
    name: "company delete page",
    fn: companyDeleteLoader,
    kind: "loader",
    path: (t) => `/admin/companies/${t.companyId}/delete`,
    params: company,
  },
  {
    name: "company delete",
    fn: companyDeleteAction,
    kind: "action",
    path: (t) => `/admin/companies/${t.companyId}/delete`,
    params: company,
    form: () => ({}),
    allowed: 302,
  },
  { name: "products", fn: productsLoader, kind: "loader", path: () => "/admin/products" },
  {
    name: "new product",
    fn: newProductLoader,
    kind: "loader",
    path: (t) => `/admin/products/new?companyId=${t.companyId}`,
  },
  {
    name: "new product save",
    fn: newProductAction,
    kind: "action",
    path: (t) => `/admin/products/new?companyId=${t.companyId}`,
    form: productForm,
    allowed: 302,
  },
  {
    name: "product",
    fn: productLoader,
    kind: "loader",
    path: (t) => `/admin/products/${t.productId}`,
    params: product,
  },
  {
    name: "product save",
    fn: productAction,
    kind: "action",
    path: (t) => `/admin/products/${t.productId}`,
    params: product,
    form: productForm,
    allowed: 302,
  },
  {
    name: "product delete page",
    fn: productDeleteLoader,
    kind: "loader",
    path: (t) => `/admin/products/${t.productId}/delete`,
    params: product,
  },
  {
    name: "product delete",
    fn: productDeleteAction,
    kind: "action",
    path: (t) => `/admin/products/${t.productId}/delete`,
    params: product,
    form: () => ({}),
    allowed: 302,
  },
];

describe(`operator console authorization (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function call(route: AdminRoute, target: Target, who?: SignedInUser) {
    const options = {
      path: route.path(target),
      params: route.params?.(target) ?? {},
      ...(route.form ? { form: route.form(target) } : {}),
      ...(who ? { cookie: who.cookie } : {}),
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

  for (const route of ADMIN_ROUTES) {
    it(`${route.name}: admins pass; other users 403; signed out → login`, async () => {
      const target = async () => {
        const row = await createCompany(t.db);
        return { companyId: row.id, productId: (await createProduct(t.db, row.id)).id };
      };
      const plainUser = await signedInAs(t.db, "user");
      const owner = await signedInAs(t.db, "user");
      const admin = await signedInAs(t.db, "admin");

      for (const outsider of [plainUser, owner]) {
        const where = await target();
        await addCompanyMember(t.db, where.companyId, owner.user.id, "owner");
        const denied = await call(route, where, outsider);
        expect(denied.status).toBe(403);
        expect(denied.data).toBe(ACCESS_DENIED_MESSAGE);
      }

      const signedOut = await call(route, await target());
      expect(signedOut.status).toBe(302);
      expect(signedOut.location).toMatch(/^\/login\?redirectTo=/);

      const allowed = await call(route, await target(), admin);
      expect(allowed.status).toBe(route.allowed ?? 200);
    });
  }
});
