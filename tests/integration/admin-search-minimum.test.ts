/**
 * The operator console's searches run from three characters on (app/lib/admin-search.ts,
 * docs/decisions/083): a search of one or two characters, which no index can serve, is not run
 * on any list (sample requests and their CSV, users, subscribers, companies, products) — the list
 * stays as without a search — while three characters search as before.
 */
import { describe, expect, it } from "vitest";
import { subscribers } from "~/db/schema";
import { loader as companiesLoader } from "~/routes/admin/companies/route";
import { loader as productsLoader } from "~/routes/admin/products";
import { loader as requestsLoader } from "~/routes/admin/requests/route";
import { loader as requestsCsvLoader } from "~/routes/admin/requests.csv";
import { loader as subscribersLoader } from "~/routes/admin/subscribers";
import { loader as usersLoader } from "~/routes/admin/users/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  createCompany,
  createProduct,
  createSampleRequests,
  createUser,
  signedInAs,
} from "../helpers/factories";
import { callLoader } from "../helpers/route";

describe(`admin searches need three characters (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(async (db) => {
    const qz = await createCompany(db, { id: "qz-labs", name: "Qzx Labs" });
    const other = await createCompany(db, { id: "other-supply", name: "Other Supply" });
    await createProduct(db, qz.id, { name: "Qzx Gel" });
    await createProduct(db, other.id, { name: "Other Bond" });
    await createUser(db, { email: "qzx-user@example.com", displayName: "Qzx Person" });
    await createUser(db, { email: "someone@example.com", displayName: "Some One" });
    await db.insert(subscribers).values([
      { email: "qzx-news@example.com", status: "active" },
      { email: "reader@example.com", status: "active" },
    ]);
    await createSampleRequests(db, [
      { companyId: qz.id, practiceName: "Qzx Smiles" },
      { companyId: other.id, practiceName: "Bright Smiles" },
    ]);
  });

  // One admin for every page (a new one would be one more user in the list).
  let admin: Awaited<ReturnType<typeof signedInAs>> | undefined;
  async function signedInAdmin() {
    admin ??= await signedInAs(t.db, "admin");
    return admin;
  }

  async function open(path: string) {
    const admin = await signedInAdmin();
    return callLoader(path.startsWith("/admin/requests") ? requestsLoader : loaderOf(path), {
      path,
      cookie: admin.cookie,
      db: t.db,
    });
  }

  function loaderOf(path: string) {
    if (path.startsWith("/admin/users")) return usersLoader;
    if (path.startsWith("/admin/subscribers")) return subscribersLoader;
    if (path.startsWith("/admin/companies")) return companiesLoader;
    return productsLoader;
  }

  /** The names a list shows, in its order. */
  const shown: Record<string, (data: never) => string[]> = {
    "/admin/requests": (d: { rows: { practiceName: string }[] }) =>
      d.rows.map((r) => r.practiceName),
    "/admin/users": (d: { users: { email: string }[] }) => d.users.map((u) => u.email),
    "/admin/subscribers": (d: { subscribers: { email: string }[] }) =>
      d.subscribers.map((s) => s.email),
    "/admin/companies": (d: { rows: { name: string }[] }) => d.rows.map((r) => r.name),
    "/admin/products": (d: { rows: { name: string }[] }) => d.rows.map((r) => r.name),
  };

  it.each(Object.keys(shown))("%s runs no search under three characters", async (list) => {
    const names = shown[list] as (data: unknown) => string[];
    const unfiltered = names((await open(list)).data);
    expect(unfiltered.length).toBeGreaterThan(1);
    for (const q of ["q", "qz", " qz ", "Q%"]) {
      expect(names((await open(`${list}?q=${encodeURIComponent(q)}`)).data)).toEqual(unfiltered);
    }
    const searched = names((await open(`${list}?q=qzx`)).data);
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.length).toBeLessThan(unfiltered.length);
    expect(searched.every((name) => /qzx/i.test(name))).toBe(true);
  });

  it("counts and exports the requests unfiltered for a two-character search", async () => {
    const { cookie } = await signedInAdmin();
    const counts = async (q: string) =>
      (
        await callLoader(requestsLoader, {
          path: `/admin/requests?q=${q}`,
          cookie,
          db: t.db,
        })
      ).data.counts;
    expect(await counts("qz")).toEqual(await counts(""));
    expect((await counts("")).shown).toBe(2);
    expect((await counts("qzx")).shown).toBe(1);

    const csv = async (q: string) => {
      const { response } = await callLoader(requestsCsvLoader, {
        path: `/admin/requests.csv?q=${q}`,
        cookie,
        db: t.db,
      });
      return (await response?.text())?.trim().split("\n").length;
    };
    expect(await csv("qz")).toBe(3); // the header and both requests
    expect(await csv("qzx")).toBe(2);
  });
});
