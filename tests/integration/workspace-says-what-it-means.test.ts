/**
 * Issue 34 points 6 and 8 on each backend (docs/decisions/148): a workspace page refuses an intent
 * it does not know (400, nothing saved) instead of taking it for the listing's save; "Your public
 * page shows it now" appears only when the saved product is public (the one visibility rule: the
 * product's `listed` and `publicCompany()`); approving a registration verifies the company.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, supplierRegistrations } from "~/db/schema";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import { SAVED_PRODUCT_MESSAGES } from "~/models/catalogue/saved-product-visibility.server";
import { approveRegistration } from "~/models/reviews/registration-rules.server";
import { createSupplierRegistration } from "~/models/reviews/supplier-registration.server";
import {
  action as listingAction,
  loader as listingLoader,
} from "~/routes/supplier/$companyId.listing/route";
import { action as teamAction } from "~/routes/supplier/$companyId.team/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { callAction, callLoader } from "../helpers/route";
import { multipartRequest } from "../helpers/uploads";

describe(`the workspace says what it means (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function team(overrides: Partial<typeof companies.$inferInsert> = {}) {
    const company = await createCompany(t.db, { description: "Old description", ...overrides });
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    return { company, owner, path: `/supplier/${company.id}/listing` };
  }

  it("an unknown intent is refused with a 400, not saved as the listing", async () => {
    const { company, owner, path } = await team();
    const reply = await callAction(listingAction, {
      request: multipartRequest(
        path,
        { intent: "publish-everything", description: "Overwritten by a stray button" },
        {},
        { Cookie: owner.cookie },
      ),
      params: { companyId: company.id },
      db: t.db,
    });
    expect(reply.status).toBe(400);
    expect(reply.data).toMatchObject({ ok: false, formError: UNKNOWN_INTENT_MESSAGE });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.description).toBe("Old description");

    // The team page answers an unknown intent in the same words.
    const teamReply = await callAction(teamAction, {
      path: `/supplier/${company.id}/team`,
      form: { intent: "promote-everyone" },
      cookie: owner.cookie,
      params: { companyId: company.id },
      db: t.db,
    });
    expect(teamReply.status).toBe(400);
    expect(teamReply.data).toMatchObject({ formError: UNKNOWN_INTENT_MESSAGE });
  });

  it("'Your public page shows it now' only when the saved product is public", async () => {
    const open = async (companyId: string, productId: string, cookie: string) =>
      (
        await callLoader(listingLoader, {
          path: `/supplier/${companyId}/listing?saved=product&product=${productId}`,
          cookie,
          params: { companyId },
          db: t.db,
        })
      ).data.savedMessage;

    const published = await team();
    const shown = await createProduct(t.db, published.company.id, { availability: true });
    const hidden = await createProduct(t.db, published.company.id, { availability: false });
    const overLimit = await createProduct(t.db, published.company.id, { planHidden: true });
    const cookie = published.owner.cookie;
    expect(await open(published.company.id, shown.id, cookie)).toBe(SAVED_PRODUCT_MESSAGES.public);
    expect(await open(published.company.id, hidden.id, cookie)).toBe(SAVED_PRODUCT_MESSAGES.hidden);
    expect(await open(published.company.id, overLimit.id, cookie)).toBe(
      SAVED_PRODUCT_MESSAGES.overLimit,
    );

    const draft = await team({ publishedAt: null });
    const drafted = await createProduct(t.db, draft.company.id, { availability: true });
    expect(await open(draft.company.id, drafted.id, draft.owner.cookie)).toBe(
      SAVED_PRODUCT_MESSAGES.draft,
    );
    // Another company's product says nothing.
    expect(await open(draft.company.id, shown.id, draft.owner.cookie)).toBeNull();
  });

  it("approving a registration verifies the company (the badge and the console's switch)", async () => {
    const admin = await signedInAs(t.db, "admin");
    const registration = await createSupplierRegistration(
      t.db,
      {
        companyName: "Verifywood Dental",
        contactName: "Robin Registrant",
        email: uniqueEmail("registrant"),
        phone: "+1 555 010 3000",
        website: "https://verifywood.example",
        planType: "basic",
      },
      t.outbox,
    );
    const outcome = await approveRegistration(t.db, t.outbox, {
      registrationId: registration.id,
      adminId: admin.user.id,
    });
    expect(outcome.ok).toBe(true);
    const [made] = await t.db
      .select({ verified: companies.verified })
      .from(supplierRegistrations)
      .innerJoin(companies, eq(companies.id, supplierRegistrations.companyId))
      .where(eq(supplierRegistrations.id, registration.id));
    expect(made?.verified).toBe(true);
  });
});
