/**
 * Registration review (docs/decisions/060-ownership-model.md), on both backends: approval creates
 * the company (or takes over an unowned one of the same name) with its plan and free month and
 * invites the registrant as owner; an owned company is refused; rejection e-mails the reason.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, companyInvitations, outboxMessages, supplierRegistrations } from "~/db/schema";
import { TRIAL_DAYS } from "~/lib/suppliers";
import {
  approveRegistration,
  rejectRegistration,
  saveRegistrationNotes,
} from "~/models/reviews/registration-rules.server";
import { createSupplierRegistration } from "~/models/reviews/supplier-registration.server";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createUser,
  uniqueEmail,
  uniqueTag,
} from "../helpers/factories";

const t = setUpTestDatabase();
let adminId: string;
beforeAll(async () => {
  adminId = (await createUser(t.db, { isAdmin: true })).id;
});

async function register(companyName: string, planType: "basic" | "featured" = "featured") {
  const email = uniqueEmail("registrant");
  const row = await createSupplierRegistration(
    t.db,
    {
      companyName,
      contactName: "Robin Registrant",
      email,
      phone: "+1 555 010 3000",
      website: "https://registrant.example",
      planType,
    },
    t.outbox,
  );
  return { ...row, email };
}

async function registrationRow(id: string) {
  const [row] = await t.db
    .select()
    .from(supplierRegistrations)
    .where(eq(supplierRegistrations.id, id));
  return row;
}

describe(`registration review (${process.env.TEST_DB})`, () => {
  it("approval creates the company with the plan and free month and invites the registrant", async () => {
    const name = `Fresh Dental ${uniqueTag()}`;
    const registration = await register(name);
    const now = new Date("2026-11-20T12:00:00Z");
    const result = await approveRegistration(
      t.db,
      t.outbox,
      { registrationId: registration.id, adminId },
      now,
    );
    expect(result.ok).toBe(true);
    const row = await registrationRow(registration.id);
    expect(row).toMatchObject({ status: "approved", reviewedBy: adminId, reviewedAt: now });
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, row?.companyId ?? ""));
    expect(company).toMatchObject({
      name,
      description: "",
      website: "https://registrant.example",
      plan: "featured",
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
    });
    expect(company?.id).toBe(name.toLowerCase().replaceAll(" ", "-"));
    const invitations = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.registrationId, registration.id));
    expect(invitations).toMatchObject([
      { companyId: company?.id, email: registration.email, role: "owner", source: "registration" },
    ]);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "company-invitation"))
      .then((rows) => rows.filter((m) => m.recipient === registration.email));
    expect(mail?.textBody).toContain(name);
  });

  it("a second company with the same slug gets a unique id", async () => {
    const tag = uniqueTag();
    await createCompany(t.db, { id: `slug-co-${tag}`, name: `Other name ${tag}` });
    const registration = await register(`Slug Co ${tag}`);
    await approveRegistration(t.db, t.outbox, { registrationId: registration.id, adminId });
    expect((await registrationRow(registration.id))?.companyId).toBe(`slug-co-${tag}-2`);
  });

  it("takes over an unowned listed company of the same name (ignoring case)", async () => {
    const company = await createCompany(t.db);
    const registration = await register(company.name.toUpperCase(), "basic");
    const result = await approveRegistration(t.db, t.outbox, {
      registrationId: registration.id,
      adminId,
    });
    expect(result.ok).toBe(true);
    expect((await registrationRow(registration.id))?.companyId).toBe(company.id);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.plan).toBe("basic");
    expect(row?.trialEndsAt).toBeInstanceOf(Date);
  });

  it("refuses a registration for a listed company that has an owner", async () => {
    const company = await createCompany(t.db);
    const owner = await createUser(t.db);
    await addCompanyMember(t.db, company.id, owner.id, "owner");
    const registration = await register(company.name);
    const result = await approveRegistration(t.db, t.outbox, {
      registrationId: registration.id,
      adminId,
    });
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.message).toContain("has an owner");
    expect(await registrationRow(registration.id)).toMatchObject({
      status: "pending",
      companyId: null,
    });
  });

  it("rejection stores the reason and e-mails it; a decided registration is not decided again", async () => {
    const registration = await register(`Rejected Dental ${uniqueTag()}`);
    const reason = "We could not reach you at the phone number you gave.";
    const result = await rejectRegistration(t.db, t.outbox, {
      registrationId: registration.id,
      adminId,
      reason,
    });
    expect(result.ok).toBe(true);
    expect(await registrationRow(registration.id)).toMatchObject({
      status: "rejected",
      decisionMessage: reason,
      reviewedBy: adminId,
    });
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, registration.email));
    const decision = mails.find((m) => m.kind === "registration-decision");
    expect(decision?.textBody).toContain(reason);
    expect(
      await approveRegistration(t.db, t.outbox, { registrationId: registration.id, adminId }),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it("notes are saved", async () => {
    const registration = await register(`Notes Dental ${uniqueTag()}`);
    await saveRegistrationNotes(t.db, {
      registrationId: registration.id,
      adminId,
      notes: "Big distributor.",
    });
    expect((await registrationRow(registration.id))?.notes).toBe("Big distributor.");
  });
});
