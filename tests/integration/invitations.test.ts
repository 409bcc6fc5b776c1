/**
 * Company invitations (docs/decisions/060-ownership-model.md), on both backends: accepted only for
 * a confirmed address, not after expiry, not twice; an owner invitation upgrades a member; signing
 * in through better-auth with a confirmed address accepts them (the session hook).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyInvitations, companyMembers } from "~/db/schema";
import { INVITATION_DAYS } from "~/lib/suppliers";
import { acceptInvitations, inviteToCompany } from "~/models/suppliers/invitation.server";
import { action as loginAction } from "~/routes/auth/login/route";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createPasswordUser,
  createUser,
  uniqueEmail,
} from "../helpers/factories";
import { callAction } from "../helpers/route";

const t = setUpTestDatabase();
let adminId: string;
beforeAll(async () => {
  adminId = (await createUser(t.db, { isAdmin: true })).id;
});

async function invite(email: string, role: "owner" | "member" = "owner", now = new Date()) {
  const company = await createCompany(t.db);
  await t.db.transaction((tx) =>
    inviteToCompany(
      tx,
      {
        companyId: company.id,
        companyName: company.name,
        email,
        role,
        source: "claim",
        invitedBy: adminId,
      },
      t.outbox,
      now,
    ),
  );
  return company;
}

async function membership(companyId: string, userId: string) {
  return t.db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

const asSessionUser = (user: { id: string; email: string; emailVerified: boolean }) => ({
  id: user.id,
  email: user.email,
  isEmailVerified: user.emailVerified,
});

describe(`company invitations (${process.env.TEST_DB})`, () => {
  it("is accepted only for a confirmed address", async () => {
    const email = uniqueEmail("invitee");
    const company = await invite(email);
    const user = await createUser(t.db, { email, emailVerified: false });
    expect(await acceptInvitations(t.db, asSessionUser(user))).toBe(0);
    expect(await membership(company.id, user.id)).toEqual([]);
    expect(await acceptInvitations(t.db, { ...asSessionUser(user), isEmailVerified: true })).toBe(
      1,
    );
    expect(await membership(company.id, user.id)).toEqual([{ role: "owner" }]);
  });

  it("is matched ignoring the case of the address", async () => {
    const email = uniqueEmail("invitee");
    const company = await invite(email.toUpperCase());
    const user = await createUser(t.db, { email });
    expect(await acceptInvitations(t.db, asSessionUser(user))).toBe(1);
    expect(await membership(company.id, user.id)).toEqual([{ role: "owner" }]);
  });

  it("is not accepted after it expired", async () => {
    const email = uniqueEmail("invitee");
    const sent = new Date("2026-01-01T00:00:00Z");
    const company = await invite(email, "owner", sent);
    const user = await createUser(t.db, { email });
    const afterExpiry = new Date(sent.getTime() + (INVITATION_DAYS + 1) * 86_400_000);
    expect(await acceptInvitations(t.db, asSessionUser(user), afterExpiry)).toBe(0);
    expect(await membership(company.id, user.id)).toEqual([]);
  });

  it("is accepted once: a second sign-in finds nothing open", async () => {
    const email = uniqueEmail("invitee");
    const company = await invite(email, "member");
    const user = await createUser(t.db, { email });
    expect(await acceptInvitations(t.db, asSessionUser(user))).toBe(1);
    expect(await acceptInvitations(t.db, asSessionUser(user))).toBe(0);
    const [invitation] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, company.id));
    expect(invitation).toMatchObject({ acceptedBy: user.id });
    expect(invitation?.acceptedAt).toBeInstanceOf(Date);
    expect(await membership(company.id, user.id)).toEqual([{ role: "member" }]);
  });

  it("an owner invitation makes an existing member an owner", async () => {
    const email = uniqueEmail("invitee");
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { email });
    await addCompanyMember(t.db, company.id, user.id, "member");
    await t.db.transaction((tx) =>
      inviteToCompany(
        tx,
        {
          companyId: company.id,
          companyName: company.name,
          email,
          role: "owner",
          source: "claim",
          invitedBy: adminId,
        },
        t.outbox,
      ),
    );
    expect(await acceptInvitations(t.db, asSessionUser(user))).toBe(1);
    expect(await membership(company.id, user.id)).toEqual([{ role: "owner" }]);
  });

  it("signing in through better-auth with a confirmed address accepts the invitation", async () => {
    const email = uniqueEmail("invitee");
    const company = await invite(email);
    const user = await createPasswordUser(t.db, TEST_PASSWORD, { email, emailVerified: true });
    expect(await membership(company.id, user.id)).toEqual([]);
    const result = await callAction(loginAction, {
      path: "/login",
      form: { email, password: TEST_PASSWORD },
      db: t.db,
    });
    expect(result.status).toBe(302);
    expect(await membership(company.id, user.id)).toEqual([{ role: "owner" }]);
  });

  it("signing in with an unconfirmed address does not accept it", async () => {
    const email = uniqueEmail("invitee");
    const company = await invite(email);
    const user = await createPasswordUser(t.db, TEST_PASSWORD, { email, emailVerified: false });
    const result = await callAction(loginAction, {
      path: "/login",
      form: { email, password: TEST_PASSWORD },
      db: t.db,
    });
    expect(result.status).toBe(302);
    expect(await membership(company.id, user.id)).toEqual([]);
  });
});
