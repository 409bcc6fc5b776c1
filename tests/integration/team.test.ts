/**
 * The team page (/supplier/{companyId}/team): invitations with their e-mail, owner-only actions,
 * and the rule that a company keeps at least one owner, also when two owners remove each other at
 * the same moment.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyInvitations, companyMembers, outboxMessages } from "~/db/schema";
import {
  ADDRESS_INVITATIONS,
  COMPANY_INVITATIONS,
  TOO_MANY_ADDRESS_INVITATIONS,
  TOO_MANY_COMPANY_INVITATIONS,
} from "~/models/suppliers/invitation-limits.server";
import { LAST_OWNER } from "~/models/suppliers/team.server";
import { action, loader } from "~/routes/supplier/$companyId.team/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  type SignedInUser,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";

describe(`team (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function setUp() {
    const company = await createCompany(t.db);
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    const member = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    const path = `/supplier/${company.id}/team`;
    const params = { companyId: company.id };
    const post = (as: SignedInUser, form: Record<string, string>) =>
      callAction(action, { path, params, form, cookie: as.cookie, db: t.db });
    const roles = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ userId: companyMembers.userId, role: companyMembers.role })
            .from(companyMembers)
            .where(eq(companyMembers.companyId, company.id))
        ).map((r) => [r.userId, r.role]),
      );
    return { company, owner, member, path, params, post, roles };
  }

  it("shows members with their roles and approver; members see it read-only", async () => {
    const { owner, member, path, params } = await setUp();
    const asOwner = await callLoader(loader, { path, params, cookie: owner.cookie, db: t.db });
    expect(asOwner.data.canManage).toBe(true);
    expect(asOwner.data.members.map((m) => m.role)).toEqual(["owner", "member"]);
    expect(asOwner.data.members[0]).toMatchObject({
      userId: owner.user.id,
      email: owner.user.email,
    });
    const asMember = await callLoader(loader, { path, params, cookie: member.cookie, db: t.db });
    expect(asMember.data.canManage).toBe(false);
    const stranger = await signedInAs(t.db, "user");
    expect(
      (await catchThrown(callLoader(loader, { path, params, cookie: stranger.cookie, db: t.db })))
        .status,
    ).toBe(403);
  });

  it("an owner invites by e-mail: the invitation and its e-mail are stored; it can be revoked", async () => {
    const { company, owner, post, path, params } = await setUp();
    const email = uniqueEmail("colleague");
    const reply = await post(owner, {
      intent: "invite",
      email: email.toUpperCase(),
      role: "owner",
    });
    expect(reply.data).toEqual({
      ok: true,
      message: `Invitation sent to ${email}.`,
      isInvited: true,
    });
    const [invitation] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, company.id));
    expect(invitation).toMatchObject({
      email,
      role: "owner",
      source: "team",
      invitedBy: owner.user.id,
    });
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "company-invitation" });
    expect(mails[0]?.subject).toContain(company.name);

    const listed = await callLoader(loader, { path, params, cookie: owner.cookie, db: t.db });
    expect(listed.data.invitations.map((i) => i.email)).toEqual([email]);
    expect(
      (await post(owner, { intent: "revoke", invitationId: invitation?.id ?? "" })).data,
    ).toMatchObject({ ok: true });
    const after = await callLoader(loader, { path, params, cookie: owner.cookie, db: t.db });
    expect(after.data.invitations).toEqual([]);
  });

  it("refuses a bad address, an unknown role and a current member's address with messages", async () => {
    const { owner, member, post } = await setUp();
    const bad = await post(owner, { intent: "invite", email: "not-an-address", role: "boss" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      errors: { email: "Please enter a valid email address", role: "Please choose a valid role" },
      values: { email: "not-an-address" },
    });
    const existing = await post(owner, {
      intent: "invite",
      email: member.user.email,
      role: "member",
    });
    expect(existing.status).toBe(409);
    expect(existing.data).toMatchObject({
      errors: { email: "This address belongs to someone already on the team." },
    });
  });

  it("limits invitations per invited address and per company: 429 with Retry-After, no more e-mail", async () => {
    const { owner, company, post } = await setUp();
    const invite = (email: string) => post(owner, { intent: "invite", email, role: "member" });
    const mails = async (to: string) =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to))).length;
    const address = uniqueEmail("invited-often");
    for (let i = 0; i < ADDRESS_INVITATIONS.max; i++) {
      expect((await invite(address)).data).toMatchObject({ ok: true });
    }
    const refused = await invite(address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3600);
    expect(refused.data).toMatchObject({ errors: { email: TOO_MANY_ADDRESS_INVITATIONS } });
    expect(await mails(address)).toBe(ADDRESS_INVITATIONS.max);

    // Other addresses, until the company's hourly limit.
    const left = COMPANY_INVITATIONS.max - ADDRESS_INVITATIONS.max - 1;
    for (let i = 0; i < left; i++) {
      expect((await invite(uniqueEmail(`colleague-${i}`))).status).toBe(200);
    }
    const last = uniqueEmail("one-too-many");
    const companyRefused = await invite(last);
    expect(companyRefused.status).toBe(429);
    expect(companyRefused.data).toMatchObject({ errors: { email: TOO_MANY_COMPANY_INVITATIONS } });
    expect(await mails(last)).toBe(0);
    const open = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, company.id));
    expect(open.length).toBeLessThanOrEqual(COMPANY_INVITATIONS.max);
  });

  it("answers 403 to a member trying owner-only actions, and changes nothing", async () => {
    const { owner, member, post, roles } = await setUp();
    const before = await roles();
    const forms: Record<string, string>[] = [
      { intent: "invite", email: uniqueEmail("x"), role: "member" },
      { intent: "remove", userId: owner.user.id },
      { intent: "make-owner", userId: member.user.id },
      { intent: "make-member", userId: owner.user.id },
      { intent: "revoke", invitationId: "00000000-0000-4000-8000-000000000000" },
    ];
    for (const form of forms) {
      expect((await catchThrown(post(member, form))).status, form.intent).toBe(403);
    }
    expect(await roles()).toEqual(before);
  });

  it("the last owner can neither leave, be removed nor be demoted", async () => {
    const { owner, post, roles } = await setUp();
    const admin = await signedInAs(t.db, "admin");
    for (const [who, form] of [
      [owner, { intent: "leave" }],
      [owner, { intent: "make-member", userId: owner.user.id }],
      [owner, { intent: "remove", userId: owner.user.id }],
      [admin, { intent: "remove", userId: owner.user.id }],
    ] as const) {
      const reply = await post(who, form);
      expect(reply.status).toBe(409);
      expect(reply.data).toMatchObject({ ok: false, formError: LAST_OWNER });
    }
    expect((await roles())[owner.user.id]).toBe("owner");
  });

  it("an owner removes a member, promotes another, who may then let the first owner leave", async () => {
    const { company, owner, member, post, roles } = await setUp();
    const other = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, other.user.id, "member");
    expect((await post(owner, { intent: "remove", userId: other.user.id })).data).toMatchObject({
      ok: true,
    });
    expect((await roles())[other.user.id]).toBeUndefined();
    await post(owner, { intent: "make-owner", userId: member.user.id });
    expect((await roles())[member.user.id]).toBe("owner");
    const left = await catchThrown(post(owner, { intent: "leave" }));
    expect(left.status).toBe(302);
    expect(left.headers.get("location")).toBe("/supplier");
    expect(await roles()).toEqual({ [member.user.id]: "owner" });
  });

  it("a member may leave", async () => {
    const { owner, member, post, roles } = await setUp();
    const left = await catchThrown(post(member, { intent: "leave" }));
    expect(left.headers.get("location")).toBe("/supplier");
    expect(await roles()).toEqual({ [owner.user.id]: "owner" });
  });

  it("two owners removing each other at once: exactly one succeeds and one owner remains", async () => {
    for (let round = 0; round < 3; round++) {
      const { company, owner, post } = await setUp();
      const second = await signedInAs(t.db, "user");
      await addCompanyMember(t.db, company.id, second.user.id, "owner");
      const replies = await Promise.allSettled([
        post(owner, { intent: "remove", userId: second.user.id }),
        post(second, { intent: "remove", userId: owner.user.id }),
      ]);
      const succeeded = replies.filter(
        (r) => r.status === "fulfilled" && (r.value.data as { ok: boolean }).ok,
      );
      expect(succeeded).toHaveLength(1);
      const owners = await t.db
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, "owner")));
      expect(owners).toHaveLength(1);
    }
  });

  it("two owners leaving at once: one stays", async () => {
    const { company, owner, post } = await setUp();
    const second = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, second.user.id, "owner");
    await Promise.allSettled([post(owner, { intent: "leave" }), post(second, { intent: "leave" })]);
    const owners = await t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, "owner")));
    expect(owners).toHaveLength(1);
  });
});
