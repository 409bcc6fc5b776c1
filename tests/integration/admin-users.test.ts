/**
 * /admin/users on both backends (docs/decisions/072): the last admin keeps their rights, also when
 * two admins revoke each other at the same moment; disabling ends every session at once and blocks
 * password sign-in with a clear message; admins cannot disable themselves; each change is audited.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "~/db/schema";
import { ACCOUNT_DISABLED } from "~/lib/account-rules";
import {
  CANNOT_DISABLE_SELF,
  LAST_ADMIN,
  LAST_ADMIN_DISABLE,
  setAdminRights,
  setUserDisabled,
  UserChangeError,
} from "~/models/accounts/admin-users.server";
import { getUser, setAdmin } from "~/models/accounts/user.server";
import { action, loader } from "~/routes/admin/users/route";
import { action as loginAction } from "~/routes/auth/login/route";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createPasswordUser,
  type SignedInUser,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import {
  callAction,
  callLoader,
  catchThrown,
  createTestContext,
  formRequest,
} from "../helpers/route";

describe(`admin users (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  const post = (as: SignedInUser, form: Record<string, string>) =>
    callAction(action, { path: "/admin/users", form, cookie: as.cookie, db: t.db });

  /** Leaves `keep` as the only admins (other tests' admins lose their rights). */
  async function onlyAdmins(...keep: SignedInUser[]) {
    await t.db.update(users).set({ isAdmin: false });
    for (const a of keep)
      await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.user.id));
  }

  const isAdmin = async (u: SignedInUser) =>
    (await t.db.select({ v: users.isAdmin }).from(users).where(eq(users.id, u.user.id)))[0]?.v;

  it("lists users with their admin flag, disabled state and memberships; searches in SQL", async () => {
    const admin = await signedInAs(t.db, "admin");
    const tag = crypto.randomUUID().slice(0, 8);
    const member = await signedInAs(t.db, "user", {
      user: { email: uniqueEmail(`member-${tag}`), displayName: `Morgan ${tag}` },
    });
    const company = await createCompany(t.db, { name: `Listed ${tag}` });
    await addCompanyMember(t.db, company.id, member.user.id, "owner");
    const page = await callLoader(loader, {
      path: `/admin/users?q=${tag.toUpperCase()}`,
      cookie: admin.cookie,
      db: t.db,
    });
    expect(page.data.users).toHaveLength(1);
    expect(page.data.users[0]).toMatchObject({
      id: member.user.id,
      isAdmin: false,
      disabledAt: null,
      memberships: [{ companyId: company.id, companyName: `Listed ${tag}`, role: "owner" }],
    });
    const none = await callLoader(loader, {
      path: "/admin/users?q=%25_no-such-user",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(none.data.users).toHaveLength(0);
  });

  it("grants and revokes admin rights, and refuses to revoke the last admin", async () => {
    const admin = await signedInAs(t.db, "admin");
    const other = await signedInAs(t.db, "user");
    await onlyAdmins(admin);
    const refused = await post(admin, { intent: "revoke-admin", userId: admin.user.id });
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ ok: false, message: LAST_ADMIN });
    expect(await isAdmin(admin)).toBe(true);

    const granted = await post(admin, { intent: "grant-admin", userId: other.user.id });
    expect(granted.data).toMatchObject({ ok: true });
    expect(await isAdmin(other)).toBe(true);
    const revoked = await post(admin, { intent: "revoke-admin", userId: other.user.id });
    expect(revoked.data).toMatchObject({ ok: true });
    expect(await isAdmin(other)).toBe(false);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, other.user.id)));
    expect(entries.map((e) => [e.action, e.actorId, e.changes])).toEqual([
      ["user.admin_granted", admin.user.id, { isAdmin: { from: false, to: true } }],
      ["user.admin_revoked", admin.user.id, { isAdmin: { from: true, to: false } }],
    ]);
  });

  it("two admins revoking each other at once: exactly one succeeds and one admin remains", async () => {
    // Several rounds, so the two transactions overlap at least once on PostgreSQL (on PGlite, one
    // connection, they take turns and the rule holds trivially).
    for (let round = 0; round < 8; round++) {
      const a = await signedInAs(t.db, "admin");
      const b = await signedInAs(t.db, "admin");
      await onlyAdmins(a, b);
      const results = await Promise.allSettled([
        setAdminRights(t.db, { actorId: a.user.id, userId: b.user.id, isAdmin: false }),
        setAdminRights(t.db, { actorId: b.user.id, userId: a.user.id, isAdmin: false }),
      ]);
      const failures = results.filter((r) => r.status === "rejected");
      expect(failures).toHaveLength(1);
      const reason = (failures[0] as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(UserChangeError);
      expect((reason as UserChangeError).message).toBe(LAST_ADMIN);
      expect([await isAdmin(a), await isAdmin(b)].filter(Boolean)).toHaveLength(1);
    }
  });

  it("a disabled admin does not count: A disables B, then A cannot revoke their own rights", async () => {
    const a = await signedInAs(t.db, "admin");
    const b = await signedInAs(t.db, "admin");
    await onlyAdmins(a, b);
    expect((await post(a, { intent: "disable", userId: b.user.id })).data).toMatchObject({
      ok: true,
    });
    const refused = await post(a, { intent: "revoke-admin", userId: a.user.id });
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ ok: false, message: LAST_ADMIN });
    expect(await isAdmin(a)).toBe(true);
    // Enabling B again makes the revocation possible.
    await post(a, { intent: "enable", userId: b.user.id });
    expect((await post(a, { intent: "revoke-admin", userId: a.user.id })).data).toMatchObject({
      ok: true,
    });
  });

  it("disabling and revoking at once never leave no admin who can sign in", async () => {
    for (let round = 0; round < 8; round++) {
      const a = await signedInAs(t.db, "admin");
      const b = await signedInAs(t.db, "admin");
      await onlyAdmins(a, b);
      const results = await Promise.allSettled([
        setUserDisabled(t.db, { actorId: a.user.id, userId: b.user.id, isDisabled: true }),
        setAdminRights(t.db, { actorId: b.user.id, userId: a.user.id, isAdmin: false }),
      ]);
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
      expect(failures).toHaveLength(1);
      expect([LAST_ADMIN, LAST_ADMIN_DISABLE]).toContain((failures[0] as UserChangeError).message);
      const usable = await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.disabledAt)));
      expect(usable).toHaveLength(1);
    }
  });

  it("the admin script obeys the same rule and is audited as the system", async () => {
    const admin = await signedInAs(t.db, "admin");
    await onlyAdmins(admin);
    await expect(setAdmin(t.db, admin.user.email, false)).rejects.toThrow(LAST_ADMIN);
    const other = await signedInAs(t.db, "user");
    expect(await setAdmin(t.db, other.user.email.toUpperCase(), true)).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, other.user.id), eq(auditLog.action, "user.admin_granted")));
    expect(entry?.actorId).toBeNull();
  });

  it("disabling ends the user's sessions at once and blocks sign-in; enabling lets them in again", async () => {
    const admin = await signedInAs(t.db, "admin");
    const email = uniqueEmail("disabled");
    const person = await createPasswordUser(t.db, TEST_PASSWORD, { email });
    const login = () =>
      loginAction({
        request: formRequest("/login", { email, password: TEST_PASSWORD, redirectTo: "/" }),
        context: createTestContext(t.db),
        params: {},
      } as never) as Promise<unknown>;
    // Signed in once: a live session.
    const first = (await login()) as Response;
    expect(first.status).toBe(302);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const sessionRequest = () => new Request("http://localhost:3000/", { headers: { cookie } });
    expect((await getUser(sessionRequest(), createTestContext(t.db)))?.id).toBe(person.id);

    const done = await post(admin, { intent: "disable", userId: person.id });
    expect(done.data).toMatchObject({ ok: true });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect(await getUser(sessionRequest(), createTestContext(t.db))).toBeNull();
    const [stored] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(stored?.disabledAt).toBeInstanceOf(Date);

    const refused = (await login()) as { data: { errors: object }; init: { status: number } };
    expect(refused.data.errors).toEqual({ form: ACCOUNT_DISABLED });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    // A wrong password still says only what it always says.
    const wrong = (await loginAction({
      request: formRequest("/login", { email, password: "Wrong-Pass-1", redirectTo: "/" }),
      context: createTestContext(t.db),
      params: {},
    } as never)) as { data: { errors: object } };
    expect(wrong.data.errors).toEqual({ form: "Invalid email or password" });

    await post(admin, { intent: "enable", userId: person.id });
    expect(((await login()) as Response).status).toBe(302);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, person.id));
    expect(actions.map((a) => a.action)).toEqual(["user.disabled", "user.enabled"]);
  });

  it("an admin cannot disable themselves; bad input is a 400, an unknown user a 404", async () => {
    const admin = await signedInAs(t.db, "admin");
    const self = await post(admin, { intent: "disable", userId: admin.user.id });
    expect(self.status).toBe(409);
    expect(self.data).toEqual({ ok: false, message: CANNOT_DISABLE_SELF });
    expect((await post(admin, { intent: "explode", userId: admin.user.id })).status).toBe(400);
    expect((await post(admin, { intent: "disable" })).status).toBe(400);
    expect((await post(admin, { intent: "disable", userId: "no-such-user" })).status).toBe(404);
    const [stored] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(stored?.disabledAt).toBeNull();
  });

  it("admins only: signed out → /login, others → 403, and nothing changes", async () => {
    const target = await signedInAs(t.db, "user");
    const user = await signedInAs(t.db, "user");
    for (const cookie of [undefined, user.cookie]) {
      const expected = cookie ? 403 : 302;
      const load = await catchThrown(
        callLoader(loader, { path: "/admin/users", db: t.db, ...(cookie ? { cookie } : {}) }),
      );
      expect(load.status).toBe(expected);
      for (const intent of ["grant-admin", "disable"]) {
        const act = await catchThrown(
          callAction(action, {
            path: "/admin/users",
            form: { intent, userId: target.user.id },
            db: t.db,
            ...(cookie ? { cookie } : {}),
          }),
        );
        expect(act.status).toBe(expected);
        if (!cookie) expect(act.headers.get("location")).toMatch(/^\/login/);
      }
    }
    const [stored] = await t.db.select().from(users).where(eq(users.id, target.user.id));
    expect(stored).toMatchObject({ isAdmin: false, disabledAt: null });
  });
});
