/**
 * Page cursors (issue 38 points 1 and 2, docs/decisions/151), on both backends. Every paginated
 * list reads its cursor through one module (app/lib/page-cursor.server.ts): a cursor it did not
 * give is a 400 "This page link is out of date" in the console and the workspace and a 422
 * problem+json in the API, never a 500 and never page 1 again; ids of every shape the tables use
 * (UUIDs, better-auth's text ids, the audit log's numbers) page through. A property feeds random
 * and near-valid cursors to every list. A user id with a NUL in a team action names nobody.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { OUT_OF_DATE_PAGE } from "~/lib/page-cursor.server";
import { USERS_PAGE_SIZE } from "~/models/accounts/admin-users.server";
import { loader as usersLoader } from "~/routes/admin/users/route";
import { action as teamAction } from "~/routes/supplier/$companyId.team/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createUser,
  type SignedInUser,
  signedInAs,
} from "../helpers/factories";
import { callApi, companyWithKey } from "../helpers/rest-api";
import {
  callAction,
  callLoader,
  createTestContext,
  importRouteModule,
  matchRouteConfig,
  ThrownRoute,
} from "../helpers/route";
import { createRouteRows } from "../helpers/route-rows";

const UUID = "00000000-0000-4000-8000-000000000000";
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type IdShape = "uuid" | "text" | "bigint";

/** Every paginated list: where it is, its cursor's parameter, its id shape, its highest rank. */
interface List {
  path: (companyId: string) => string;
  param: string;
  idShape: IdShape;
  maxRank: number;
  who: "admin" | "owner" | "api";
}

const LISTS: List[] = [
  { path: () => "/admin/requests", param: "cursor", idShape: "uuid", maxRank: 0, who: "admin" },
  { path: () => "/admin/outbox", param: "before", idShape: "uuid", maxRank: 0, who: "admin" },
  { path: () => "/admin/ratings", param: "before", idShape: "uuid", maxRank: 0, who: "admin" },
  { path: () => "/admin/audit", param: "before", idShape: "bigint", maxRank: 0, who: "admin" },
  { path: () => "/admin/claims", param: "after", idShape: "uuid", maxRank: 3, who: "admin" },
  { path: () => "/admin/registrations", param: "after", idShape: "uuid", maxRank: 1, who: "admin" },
  { path: () => "/admin/subscribers", param: "after", idShape: "uuid", maxRank: 0, who: "admin" },
  { path: () => "/admin/users", param: "after", idShape: "text", maxRank: 0, who: "admin" },
  {
    path: (c) => `/supplier/${c}/leads`,
    param: "cursor",
    idShape: "uuid",
    maxRank: 0,
    who: "owner",
  },
  {
    path: (c) => `/supplier/${c}/leads?sort=signals`,
    param: "cursor",
    idShape: "uuid",
    maxRank: 3,
    who: "owner",
  },
  {
    path: (c) => `/supplier/${c}/integrations`,
    param: "after",
    idShape: "uuid",
    maxRank: 0,
    who: "owner",
  },
  { path: () => "/api/v1/leads", param: "cursor", idShape: "uuid", maxRank: 0, who: "api" },
];

const encode = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString("base64url");

/** Exact UTC timestamps as the lists write them (microseconds). */
const exactAt = fc
  .date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  })
  .chain((d) =>
    fc
      .integer({ min: 0, max: 999 })
      .map((us) => d.toISOString().replace("Z", `${String(us).padStart(3, "0")}Z`)),
  );

/** Timestamps PostgreSQL (or our format) refuses: bad zones, days that do not exist, … */
const NEAR_VALID_AT = [
  "2024-01-01T00:00:00.000000+99",
  "2024-01-01T00:00:00.000000+23:59",
  "2024-01-01T00:00:00.000000-16",
  "2024-01-01T00:00:00+99",
  "2024-01-01 00:00:00+23:59",
  "2024-02-30T00:00:00.000000Z",
  "2023-02-29T10:00:00.000000Z",
  "2024-01-01T24:00:00.000000Z",
  "2024-01-01T00:00:00Z",
  "0000-01-01T00:00:00.000000Z",
  "2024-01-01T00:00:00.000000Z\u0000",
  "yesterday",
  "",
];

const idOf: Record<IdShape, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  text: fc.stringMatching(/^[A-Za-z0-9]{32}$/),
  bigint: fc.integer({ min: 1, max: 2 ** 40 }).map(String),
};

/** Ids no table of that shape holds and PostgreSQL would refuse to cast or compare. */
const NEAR_VALID_ID: Record<IdShape, string[]> = {
  uuid: ["-".repeat(36), `${UUID.slice(0, 35)}g`, `${UUID}0`, "x".repeat(32), "\u0000", "", "1"],
  text: ["a\u0000b", "\ud800", "", "x".repeat(201), "\u0007bell"],
  bigint: ["0", "-1", "1e3", "99999999999999999999", UUID, "", "1.5"],
};

/** A cursor of the list's format: valid, or with one part made wrong (and whether it is). */
function cursorFor(list: List): fc.Arbitrary<{ value: string; isValid: boolean }> {
  const rank = fc.integer({ min: 0, max: list.maxRank });
  const valid = fc
    .tuple(rank, exactAt, idOf[list.idShape])
    .map((parts) => ({ value: encode(parts), isValid: true }));
  const badRank = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(-1, list.maxRank + 1, 1.5, "0", null, 2 ** 53),
        fc.integer({ min: list.maxRank + 1 }),
      ),
      exactAt,
      idOf[list.idShape],
    )
    .map((parts) => ({ value: encode(parts), isValid: false }));
  const badAt = fc
    .tuple(rank, fc.constantFrom(...NEAR_VALID_AT), idOf[list.idShape])
    .map((parts) => ({ value: encode(parts), isValid: false }));
  const badId = fc
    .tuple(rank, exactAt, fc.constantFrom(...NEAR_VALID_ID[list.idShape]))
    .map((parts) => ({ value: encode(parts), isValid: false }));
  const badShape = fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 80, unit: "binary" }),
      fc.string({ minLength: 1, maxLength: 80 }).map((s) => Buffer.from(s).toString("base64url")),
      fc.jsonValue().map(encode),
      fc.constantFrom(
        `2024-01-01T00:00:00+99_${UUID}`,
        `0_2024-01-01T00:00:00+23:59_${UUID}`,
        "2024-01-01T00:00:00-16_5",
        Buffer.from(`2024-01-01 00:00:00+99|${UUID}`).toString("base64url"),
        Buffer.from(`2024-01-01 00:00:00+00|${"-".repeat(36)}`).toString("base64url"),
        `1.${Buffer.from(`2024-01-01 00:00:00+00|${"-".repeat(36)}`).toString("base64url")}`,
        "x".repeat(5000),
      ),
    )
    .map((value) => ({ value, isValid: false }));
  return fc.oneof(valid, badRank, badAt, badId, badShape);
}

describe(`page cursors (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function actors() {
    const ids = await createRouteRows(t.db);
    const admin = await signedInAs(t.db, "admin");
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, ids.companyId, owner.user.id, "owner");
    const api = await companyWithKey(t.db, "read");
    return { ids, admin, owner, api };
  }

  type Actors = Awaited<ReturnType<typeof actors>>;

  /** A list's answer to `?param=value`: its status, and the console's message on a 400. */
  async function open(list: List, value: string, a: Actors) {
    const companyId = list.who === "api" ? a.api.company.id : a.ids.companyId;
    const base = list.path(companyId);
    const url = `${base}${base.includes("?") ? "&" : "?"}${list.param}=${encodeURIComponent(value)}`;
    if (list.who === "api") {
      const answer = await callApi(t.db, "GET", url, { key: a.api.key });
      return {
        status: answer.status,
        message: answer.body?.errors?.cursor,
        type: answer.headers.get("content-type"),
      };
    }
    const { routes } = matchRouteConfig(new URL(url, "http://localhost").pathname);
    const file = routes.at(-1)?.file ?? "";
    const loader = (await importRouteModule(file)).loader as Parameters<typeof callLoader>[0];
    const cookie = (list.who === "admin" ? a.admin : a.owner).cookie;
    try {
      const page = await callLoader(loader, {
        path: url,
        cookie,
        context: createTestContext(t.db),
      });
      return { status: page.status, message: undefined, type: null };
    } catch (error) {
      if (error instanceof ThrownRoute) {
        return { status: error.status, message: error.data, type: null };
      }
      throw error;
    }
  }

  it("answers the issue's cursors on every list with 400 (422 in the API), never 500", async () => {
    const a = await actors();
    const issue = [
      `2024-01-01T00:00:00+99_${UUID}`,
      `2024-01-01T00:00:00+23:59_${UUID}`,
      `0_2024-01-01T00:00:00-16_${UUID}`,
      "2024-01-01T00:00:00-16_5",
      Buffer.from(`2024-01-01 00:00:00+99|${UUID}`).toString("base64url"),
      Buffer.from(`2024-01-01 00:00:00+00|${"-".repeat(36)}`).toString("base64url"),
      encode([0, "2024-01-01T00:00:00.000000+99", UUID]),
    ];
    // 36 dashes: uuid-shaped, not a UUID (a text id may be anything printable).
    const dashes = encode([0, "2024-01-01T00:00:00.000000Z", "-".repeat(36)]);
    for (const list of LISTS) {
      for (const value of list.idShape === "uuid" ? [...issue, dashes] : issue) {
        const answer = await open(list, value, a);
        const where = `${list.path("c")} ${list.param}=${value}`;
        if (list.who === "api") {
          expect(answer.status, where).toBe(422);
          expect(answer.type, where).toContain("application/problem+json");
        } else {
          expect(answer.status, where).toBe(400);
          expect(answer.message, where).toBe(OUT_OF_DATE_PAGE);
        }
      }
    }
  }, 300_000);

  it("property: random and near-valid cursors get a page or the out-of-date answer", async () => {
    const a = await actors();
    for (const list of LISTS) {
      await fc.assert(
        fc.asyncProperty(cursorFor(list), async ({ value, isValid }) => {
          const answer = await open(list, value, a);
          const where = `${list.path("c")} ${list.param}=${value.slice(0, 120)}`;
          if (isValid) {
            expect(answer.status, where).toBe(200);
          } else if (list.who === "api") {
            expect(answer.status, where).toBe(422);
          } else {
            expect(answer.status, where).toBe(400);
            expect(answer.message, where).toBe(OUT_OF_DATE_PAGE);
          }
        }),
        { numRuns: RUNS },
      );
    }
  }, 300_000);

  it("pages through every user: Next never returns page 1 again (text ids)", async () => {
    const admin: SignedInUser = await signedInAs(t.db, "admin");
    // Sharing one created_at (a bulk import) makes the id the only tie-breaker.
    const at = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < USERS_PAGE_SIZE + 20; i++) await createUser(t.db, { createdAt: at });
    const everyone = await t.db.select({ id: users.id }).from(users);
    const seen: string[] = [];
    let path = "/admin/users";
    for (let page = 0; page < 5; page++) {
      const answer = await callLoader(usersLoader, { path, cookie: admin.cookie, db: t.db });
      seen.push(...answer.data.users.map((u) => u.id));
      if (!answer.data.nextAfter) break;
      path = `/admin/users?after=${encodeURIComponent(answer.data.nextAfter)}`;
    }
    expect(seen).toHaveLength(everyone.length);
    expect(new Set(seen)).toEqual(new Set(everyone.map((u) => u.id)));
  });

  it("answers a team action whose user id holds a NUL with 400, not 500", async () => {
    const company = await createCompany(t.db);
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    for (const intent of ["make-member", "make-owner", "remove"]) {
      const thrown = await callAction(teamAction, {
        path: `/supplier/${company.id}/team`,
        params: { companyId: company.id },
        form: { intent, userId: "\u0000" },
        cookie: owner.cookie,
        db: t.db,
      }).catch((error: unknown) => error);
      expect(thrown, intent).toBeInstanceOf(ThrownRoute);
      expect((thrown as ThrownRoute).status, intent).toBe(400);
    }
  });
});
