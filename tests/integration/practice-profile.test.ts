/**
 * The practice profile (/account, docs/decisions/126), on each backend: the account layout's
 * guard, saving with the request form's checks (errors and typed values kept), the request
 * loader's prefill for the signed-in user, and "Save these details to my profile".
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { practiceProfiles, sampleRequests } from "~/db/schema";
import { licenseMismatchMessage, licensePatternFor } from "~/lib/license-patterns";
import { WRONG_NPI_CHECK_DIGIT } from "~/lib/npi";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { action as profileAction, loader as profileLoader } from "~/routes/account/index";
import { loader as prefillLoader } from "~/routes/resources/api.request-prefill";
import {
  action as requestAction,
  loader as requestLoader,
} from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequestForm, signedInAs } from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { callAction, callLoader, catchThrown, type FormFields } from "../helpers/route";

const PROFILE: FormFields = {
  firstName: "Dana",
  lastName: "Reyes",
  phone: "+1 555 010 2000",
  licenseNumber: "54321",
  npi: "1234567893",
  practiceName: "Reyes Family Dental",
  practiceType: "Orthodontics",
  yearsInPractice: "11-20 years",
  street: "1 Main St",
  city: "Fresno",
  state: "CA",
  zipCode: "93701",
  allowMarketing: "on",
};

describe(`practice profile (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);
  beforeEach(async () => {
    await t.db.delete(practiceProfiles);
    await t.db.delete(sampleRequests);
  });

  const saveProfile = (cookie: string, form: FormFields) =>
    callAction(profileAction, { path: "/account", form, cookie, db: t.db });

  it("sends a signed-out visitor to log in and back, and an unconfirmed address to a 403", async () => {
    const out = await catchThrown(callLoader(profileLoader, { path: "/account", db: t.db }));
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
    const unconfirmed = await signedInAs(t.db, "user", { user: { emailVerified: false } });
    const denied = await catchThrown(
      callLoader(profileLoader, { path: "/account", cookie: unconfirmed.cookie, db: t.db }),
    );
    expect(denied.status).toBe(403);
  });

  it("saves the profile and shows it again", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    const saved = await saveProfile(cookie, PROFILE);
    expect(saved.data).toMatchObject({ ok: true });
    const [row] = await t.db
      .select()
      .from(practiceProfiles)
      .where(eq(practiceProfiles.userId, user.id));
    expect(row).toMatchObject({ npi: "1234567893", state: "CA", allowMarketing: true });
    expect(row?.subscribeUpdates).toBe(false);
    const page = await callLoader(profileLoader, { path: "/account", cookie, db: t.db });
    expect(page.data.profile).toMatchObject({ practiceType: "Orthodontics", allowMarketing: "on" });
  });

  it("refuses what the request form refuses, keeping the messages and the typed values", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    const failed = await saveProfile(cookie, {
      ...PROFILE,
      npi: "1234567890",
      licenseNumber: "ABC",
      firstName: "",
    });
    expect(failed.status).toBe(400);
    expect(failed.data).toMatchObject({
      ok: false,
      errors: { npi: WRONG_NPI_CHECK_DIGIT, firstName: "First name is required" },
      values: { npi: "1234567890", practiceName: "Reyes Family Dental" },
    });
    const wrongLicense = await saveProfile(cookie, { ...PROFILE, licenseNumber: "ABC" });
    const ca = licensePatternFor("CA");
    if (!ca) throw new Error("CA has a license pattern");
    expect(wrongLicense.data).toMatchObject({
      errors: { licenseNumber: licenseMismatchMessage(ca) },
    });
    const rows = await t.db
      .select()
      .from(practiceProfiles)
      .where(eq(practiceProfiles.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("prefills the request form of the signed-in user, and only theirs", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    await saveProfile(cookie, PROFILE);
    const path = "/request-samples?company=lumina-dental";
    const mine = await callLoader(requestLoader, { path, cookie, db: t.db });
    expect(mine.data.isSignedIn).toBe(true);
    expect(mine.data.prefill).toMatchObject({
      email: user.email,
      practiceName: "Reyes Family Dental",
      state: "CA",
      npi: "1234567893",
      allowMarketing: "on",
    });
    const modal = await callLoader(prefillLoader, {
      path: "/api/request-prefill",
      cookie,
      db: t.db,
    });
    expect(modal.response?.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await modal.response?.json()).toMatchObject({ city: "Fresno", email: user.email });
    const other = await signedInAs(t.db, "user");
    const theirs = await callLoader(requestLoader, { path, cookie: other.cookie, db: t.db });
    expect(theirs.data.prefill).toEqual({ email: other.user.email });
    const signedOut = await callLoader(requestLoader, { path, db: t.db });
    expect(signedOut.data).toMatchObject({ prefill: {}, isSignedIn: false });
  });

  it("'Save these details to my profile' writes the profile with a successful request", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    const send = (form: FormFields) =>
      callAction(requestAction, {
        path: "/request-samples",
        form: { ...guardFields(), companyId: "lumina-dental", ...form },
        cookie,
        db: t.db,
      });
    const profileOf = () =>
      t.db.select().from(practiceProfiles).where(eq(practiceProfiles.userId, user.id));

    await send(buildSampleRequestForm({ city: "Unticked" }));
    expect(await profileOf()).toHaveLength(0);

    const failed = await send(buildSampleRequestForm({ saveToProfile: "on", npi: "1234567890" }));
    expect(failed.status).toBe(400);
    expect(await profileOf()).toHaveLength(0);

    // Another address, so the duplicates window (decision 045) takes it as a new request.
    const sent = await send(
      buildSampleRequestForm({
        saveToProfile: "on",
        email: "dana.saved@example.com",
        city: "Peoria",
        npi: "1234567893",
      }),
    );
    expect(sent.data).toMatchObject({ ok: true });
    expect(sent.data).not.toHaveProperty("alreadyReceived");
    expect(await profileOf()).toEqual([
      expect.objectContaining({
        city: "Peoria",
        npi: "1234567893",
        practiceName: "Reyes Family Dental",
      }),
    ]);
  });
});
