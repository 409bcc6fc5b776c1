/**
 * Bad input is a 4xx or is ignored, never a 500 (issue 28 point 1), on both backends: page cursors
 * with a date PostgreSQL refuses (2024-02-30, which Date.parse takes as March 1) are ignored, and
 * a user id with a NUL in a team action names nobody. Control characters in paths and queries are
 * refused by the request guard before any route (tests/unit/request-pipeline.test.ts).
 */
import { describe, expect, it } from "vitest";
import { NOT_A_MEMBER } from "~/models/suppliers/team.server";
import { loader as auditLoader } from "~/routes/admin/audit/route";
import { loader as outboxLoader } from "~/routes/admin/outbox";
import { loader as ratingsLoader } from "~/routes/admin/ratings";
import { loader as requestsLoader } from "~/routes/admin/requests/route";
import { loader as subscribersLoader } from "~/routes/admin/subscribers";
import { loader as usersLoader } from "~/routes/admin/users/route";
import { action as teamAction } from "~/routes/supplier/$companyId.team/route";
import { setUpTestDatabase } from "../helpers/db";
import { addCompanyMember, createCompany, signedInAs } from "../helpers/factories";
import { callAction, callLoader } from "../helpers/route";

const UUID = "00000000-0000-4000-8000-000000000000";

describe(`bad cursors and ids (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("ignores a cursor whose date does not exist instead of answering 500", async () => {
    const admin = await signedInAs(t.db, "admin");
    const pages = [
      [outboxLoader, `/admin/outbox?before=2024-02-30_${UUID}`],
      [outboxLoader, `/admin/outbox?before=2024-02-30T00:00:00.000000Z_${UUID}`],
      [ratingsLoader, `/admin/ratings?before=2024-02-30_${UUID}`],
      [usersLoader, `/admin/users?after=0_2023-02-29T10:00:00Z_${UUID}`],
      [subscribersLoader, `/admin/subscribers?after=0_2024-04-31_${UUID}`],
      [auditLoader, "/admin/audit?before=2024-02-30T00:00:00Z_5"],
      [
        requestsLoader,
        `/admin/requests?after=${Buffer.from(`2024-02-30 00:00:00+00|${UUID}`).toString("base64url")}`,
      ],
    ] as const;
    for (const [loader, path] of pages) {
      const page = await callLoader(loader as typeof outboxLoader, {
        path,
        cookie: admin.cookie,
        db: t.db,
      });
      expect(page.status, path).toBe(200);
    }
  });

  it("answers a team action whose user id holds a NUL with 404, not 500", async () => {
    const company = await createCompany(t.db);
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    for (const intent of ["make-member", "make-owner", "remove"]) {
      const answer = await callAction(teamAction, {
        path: `/supplier/${company.id}/team`,
        params: { companyId: company.id },
        form: { intent, userId: "\u0000" },
        cookie: owner.cookie,
        db: t.db,
      });
      expect(answer.status, intent).toBe(404);
      expect(answer.data).toMatchObject({ formError: NOT_A_MEMBER });
    }
  });
});
