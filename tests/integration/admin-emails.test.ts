/**
 * Issue 23 point 11: becoming an operator is one documented step. ADMIN_EMAILS makes those
 * addresses admins once confirmed (at the confirmation link, or at start-up for accounts confirmed
 * before); `npm run admin -- grant` keeps working, and while the server holds the embedded
 * database it says to use ADMIN_EMAILS instead.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lockFolder } from "~/db/folder-lock.server";
import { auditLog, users } from "~/db/schema";
import {
  grantConfiguredAdmins,
  parseAdminEmails,
} from "~/models/accounts/configured-admins.server";
import { action as signupAction } from "~/routes/auth/signup/route";
import { action as verifyTokenAction } from "~/routes/auth/verify-email.$token";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { createUser, TEST_AUTH_SECRET, uniqueEmail } from "../helpers/factories";
import { callAction, createTestContext } from "../helpers/route";

describe(`ADMIN_EMAILS (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function isAdmin(email: string) {
    const [row] = await t.db
      .select({ isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.email, email));
    return row?.isAdmin;
  }

  it("makes a listed address an admin once it is confirmed, not before", async () => {
    const email = uniqueEmail("operator");
    const context = () =>
      createTestContext(t.db, { ADMIN_EMAILS: ` other@example.com , ${email.toUpperCase()} ` });
    const signup = await callAction(signupAction, {
      path: "/signup",
      form: { displayName: "", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      context: context(),
    });
    expect(signup.status).toBe(302);
    expect(await isAdmin(email)).toBe(false);

    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const token = await createEmailVerificationToken(TEST_AUTH_SECRET, email, undefined, 3600, {
      userId: user?.id,
    });
    const verified = await callAction(verifyTokenAction, {
      path: `/verify-email/${token}`,
      params: { token },
      context: context(),
    });
    expect(verified.data).toEqual({
      isVerified: true,
      isAddressChanged: false,
      hasWorkspace: false,
    });
    expect(await isAdmin(email)).toBe(true);
  });

  it("grants confirmed listed accounts at start-up, audited, and leaves unconfirmed ones", async () => {
    const confirmed = await createUser(t.db);
    const unconfirmed = await createUser(t.db, { emailVerified: false });
    const unlisted = await createUser(t.db);
    const list = parseAdminEmails(`${confirmed.email.toUpperCase()},${unconfirmed.email},`);
    expect(await grantConfiguredAdmins(t.db, list)).toBe(1);
    expect(await isAdmin(confirmed.email)).toBe(true);
    expect(await isAdmin(unconfirmed.email)).toBe(false);
    expect(await isAdmin(unlisted.email)).toBe(false);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, confirmed.id));
    expect(entries.map((e) => e.action)).toEqual(["user.admin_granted"]);
    // Again: nothing more to grant.
    expect(await grantConfiguredAdmins(t.db, list)).toBe(0);
  });
});

describe("npm run admin -- grant, while the server holds the embedded database", () => {
  it("says to use ADMIN_EMAILS instead", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sampletray-admin-"));
    const lock = lockFolder(folder);
    try {
      const result = spawnSync(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", "grant", "ops@sampletray.example"],
        {
          encoding: "utf8",
          env: { ...process.env, DATA_DIR: folder, DATABASE_URL: "", NODE_ENV: "test" },
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr.includes("holds the embedded database")).toBe(true);
      expect(result.stderr.includes("ADMIN_EMAILS=ops@sampletray.example")).toBe(true);
    } finally {
      lock.release();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
