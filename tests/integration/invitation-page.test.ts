/**
 * The invitation page (/invitations/{id}, docs/decisions/118), on both backends: it names the
 * company, the invited address and who invited; it leads by the visitor's state, and taking the
 * invitation needs the invited address, confirmed.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyInvitations, companyMembers } from "~/db/schema";
import { inviteToCompany } from "~/models/suppliers/invitation.server";
import { loader } from "~/routes/site/invitations.$invitationId";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, signedInAs, uniqueEmail } from "../helpers/factories";
import { callLoader, catchThrown } from "../helpers/route";

const t = setUpTestDatabase();

async function invite() {
  const company = await createCompany(t.db);
  const admin = await signedInAs(t.db, "admin");
  const email = uniqueEmail("invited");
  const id = await t.db.transaction((tx) =>
    inviteToCompany(
      tx,
      {
        companyId: company.id,
        companyName: company.name,
        email,
        role: "owner",
        source: "registration",
        invitedBy: admin.user.id,
      },
      t.outbox,
    ),
  );
  return { company, email, id, path: `/invitations/${id}` };
}

describe(`invitation page (${process.env.TEST_DB})`, () => {
  it("names the company, the address and the inviter, and leads by the visitor's state", async () => {
    const { company, email, id, path } = await invite();
    const signedOut = await callLoader(loader, { path, db: t.db });
    expect(signedOut.data).toMatchObject({
      step: "signed-out",
      invitationId: id,
      companyName: company.name,
      email,
      invitedBy: "Ada Admin of the SampleTray team",
    });

    const stranger = await signedInAs(t.db, "user");
    const other = await callLoader(loader, { path, cookie: stranger.cookie, db: t.db });
    expect(other.data.step).toBe("other-address");

    const unconfirmed = await signedInAs(t.db, "user", { user: { email, emailVerified: false } });
    const confirm = await callLoader(loader, { path, cookie: unconfirmed.cookie, db: t.db });
    expect(confirm.data.step).toBe("confirm");
    const none = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company.id));
    expect(none).toEqual([]);
  });

  it("takes the invitation for the confirmed address and offers the workspace", async () => {
    const { company, email, path } = await invite();
    const invited = await signedInAs(t.db, "user", { user: { email } });
    const ready = await callLoader(loader, { path, cookie: invited.cookie, db: t.db });
    expect(ready.data).toMatchObject({ step: "ready", companyId: company.id });
    const members = await t.db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, invited.user.id)),
      );
    expect(members).toEqual([{ role: "owner" }]);
    // Taken: a visitor without the session no longer gets the invitation.
    expect((await catchThrown(callLoader(loader, { path, db: t.db }))).status).toBe(404);
  });

  it("answers 404 for a revoked or unknown invitation", async () => {
    const { id, path } = await invite();
    await t.db
      .update(companyInvitations)
      .set({ revokedAt: new Date() })
      .where(eq(companyInvitations.id, id));
    expect((await catchThrown(callLoader(loader, { path, db: t.db }))).status).toBe(404);
    const unknown = `/invitations/${crypto.randomUUID()}`;
    expect((await catchThrown(callLoader(loader, { path: unknown, db: t.db }))).status).toBe(404);
  });
});
