/**
 * The catalogue page's routes (docs/decisions/071): the loader, the action and the CSV exports
 * each check the admin themselves; the action checks an uploaded file and applies it by its kept
 * id; a missing file or an unknown kept id is a message, not a crash.
 */
import { describe, expect, it } from "vitest";
import { ACCESS_DENIED_MESSAGE } from "~/models/accounts/user.server";
import type { CatalogueResult } from "~/routes/admin/catalogue/catalogue-result";
import { action, loader } from "~/routes/admin/catalogue/route";
import { loader as exportLoader } from "~/routes/admin/catalogue.$file";
import { setUpTestDatabase } from "../helpers/db";
import { signedInAs, uniqueTag } from "../helpers/factories";
import { callAction, callLoader, catchThrown, TEST_SITE_URL } from "../helpers/route";

function multipart(fields: Record<string, string | File>, cookie: string): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(new URL("/admin/catalogue", TEST_SITE_URL), {
    method: "POST",
    body,
    headers: { Origin: TEST_SITE_URL, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
  });
}

describe(`catalogue routes (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it("sends signed-out visitors to /login and refuses non-admins in the loader, the action and the exports", async () => {
    const user = await signedInAs(t.db, "user");
    const calls = [
      (cookie?: string) =>
        callLoader(loader, { path: "/admin/catalogue", db: t.db, ...(cookie ? { cookie } : {}) }),
      (cookie?: string) =>
        callAction(action, {
          path: "/admin/catalogue",
          form: { kind: "companies", intent: "apply", importId: crypto.randomUUID() },
          db: t.db,
          ...(cookie ? { cookie } : {}),
        }),
      ...["companies.csv", "products.csv"].map(
        (file) => (cookie?: string) =>
          callLoader(exportLoader, {
            path: `/admin/catalogue/${file}`,
            params: { file },
            db: t.db,
            ...(cookie ? { cookie } : {}),
          }),
      ),
    ];
    for (const call of calls) {
      const signedOut = await catchThrown(call());
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toMatch(/^\/login/);
      const denied = await catchThrown(call(user.cookie));
      expect(denied.status).toBe(403);
      expect(denied.data).toBe(ACCESS_DENIED_MESSAGE);
    }
  });

  it("checks an uploaded file, applies it by its kept id, and answers a missing file or a gone import with a message", async () => {
    const admin = await signedInAs(t.db, "admin");
    const tag = uniqueTag();
    const csv = `external_key,name\r\nroute-${tag},Route Co ${tag}\r\n`;
    const checked = await callAction(action, {
      request: multipart(
        { kind: "companies", intent: "check", file: new File([csv], "companies.csv") },
        admin.cookie,
      ),
      db: t.db,
    });
    const result = checked.data as CatalogueResult;
    if (result.stage !== "checked" || !result.importId) throw new Error("not checked");
    expect(result.report.counts.created).toBe(1);

    const apply = (importId: string) =>
      callAction(action, {
        path: "/admin/catalogue",
        form: { kind: "companies", intent: "apply", importId, fileName: "companies.csv" },
        cookie: admin.cookie,
        db: t.db,
      });
    const applied = await apply(result.importId);
    expect(applied.data).toMatchObject({ stage: "applied", report: { counts: { created: 1 } } });
    const again = await apply(result.importId);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      stage: "failed",
      message: expect.stringContaining("already applied"),
    });

    const noFile = await callAction(action, {
      request: multipart({ kind: "products", intent: "check" }, admin.cookie),
      db: t.db,
    });
    expect(noFile.status).toBe(400);
    expect(noFile.data).toEqual({
      kind: "products",
      stage: "failed",
      message: "Choose a CSV file to check.",
    });

    const missing = await catchThrown(
      callLoader(exportLoader, {
        path: "/admin/catalogue/users.csv",
        params: { file: "users.csv" },
        cookie: admin.cookie,
        db: t.db,
      }),
    );
    expect(missing.status).toBe(404);
  });
});
