/**
 * Google sign-in end to end against a local OpenID provider (npm oauth2-mock-server) on
 * E2E_OIDC_PORT, which scripts/e2e-server.ts starts before the app and playwright.config.ts gives
 * the app as GOOGLE_DISCOVERY_URL; each test scripts who signs in (./oidc-provider.ts).
 */
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { accounts, companyInvitations, users } from "~/db/schema";
import { createCompany, createPasswordUser } from "../helpers/factories";
import { PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { writeOidcScript } from "./oidc-provider";
import { shoot } from "./shots";

test.describe.configure({ mode: "serial" });

const databaseName = process.env.E2E_DATABASE_NAME ?? "";
let claims: Record<string, unknown> = {};

/** Who the provider signs in next; `isHoldingUser` keeps them at its page (see oidc-provider). */
function scriptProvider(isHoldingUser = false) {
  writeOidcScript(databaseName, { claims, isHoldingUser });
}

/**
 * Resolves once the popup has closed. A popup that fails at once can close before a listener is
 * attached (a busy machine delays the popup event): then it is already closed, and waiting for
 * its close event would wait forever.
 */
async function popupClosed(popup: Page) {
  if (!popup.isClosed()) await popup.waitForEvent("close");
}

function googleUser(email: string, isVerified = true) {
  claims = {
    sub: `google-${crypto.randomUUID()}`,
    email,
    email_verified: isVerified,
    name: "Gina Google",
    picture: "https://lh3.example.com/gina.png",
  };
  scriptProvider();
  return claims;
}

test("Google sign-in in a popup creates the profile and returns to the page", async ({
  page,
  db,
}) => {
  const email = uniqueEmail("google");
  googleUser(email);
  await page.goto("/login?redirectTo=/blog");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  const popup = await popupPromise;
  await popupClosed(popup);
  await expect(page).toHaveURL("/blog");
  await expect(page.getByTestId("signed-in-user")).toContainText("Gina Google");
  const [user] = await db.select().from(users).where(eq(users.email, email));
  expect(user).toMatchObject({
    displayName: "Gina Google",
    photoUrl: "https://lh3.example.com/gina.png",
    isAdmin: false,
  });
  const linked = await db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, user?.id ?? ""));
  expect(linked.map((a) => a.providerId)).toEqual(["google"]);
});

test("closing the popup early says 'Login cancelled' / 'Signup cancelled'", async ({ page }) => {
  googleUser(uniqueEmail("google"));
  // Hold the user at the provider so the flow cannot finish before the popup is closed.
  scriptProvider(true);
  for (const [path, text] of [
    ["/login", "Login cancelled"],
    ["/signup", "Signup cancelled"],
  ] as const) {
    await page.goto(path);
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    const popup = await popupPromise;
    await popup.close();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  }
  scriptProvider();
});

test("a Google account links to an existing account only when both sides verified the e-mail", async ({
  page,
  db,
}) => {
  // Three Google flows in popups: more than the default 30 s on a busy machine.
  test.slow();
  const email = uniqueEmail("link");
  const existing = await createPasswordUser(db, PASSWORD, {
    email,
    displayName: "Pat Password",
    emailVerified: false,
  });
  const tryGoogle = async () => {
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await popupClosed(await popupPromise);
  };
  const failure = page.getByText("Failed to log in with Google. Please try again.");

  // Google does not vouch for the address: no link.
  googleUser(email, false);
  await page.goto("/login");
  await tryGoogle();
  await expect(failure).toBeVisible();
  expect(await db.select().from(accounts).where(eq(accounts.userId, existing.id))).toHaveLength(1);

  // Google vouches, but the password account never confirmed its address: no link either
  // (docs/decisions/053).
  googleUser(email, true);
  await page.goto("/login");
  await tryGoogle();
  await expect(failure).toBeVisible();
  expect(await db.select().from(accounts).where(eq(accounts.userId, existing.id))).toHaveLength(1);

  // Once the password account confirmed its address, Google joins it.
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
  googleUser(email, true);
  await page.goto("/login");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await popupClosed(await popupPromise);
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
  const linked = await db.select().from(accounts).where(eq(accounts.userId, existing.id));
  expect(linked.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
});

for (const [way, link] of [
  ["signs up", "Create account"],
  ["logs in", "Log in"],
] as const) {
  test(`an invited supplier who ${way} with Google returns to the invitation, then the workspace`, async ({
    page,
    db,
  }) => {
    test.slow();
    const email = uniqueEmail("invited-google");
    const company = await createCompany(db);
    const [invitation] = await db
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        email,
        role: "owner",
        source: "registration",
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    const invitationPath = `/invitations/${invitation?.id}`;
    googleUser(email);
    const isSignUp = link === "Create account";
    await page.goto(invitationPath);
    if (isSignUp) await shoot(page, "invitation-signed-out");
    await page.getByRole("main").getByRole("link", { name: link, exact: true }).click();
    if (isSignUp) await shoot(page, "signup-from-invitation");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await popupClosed(await popupPromise);
    await expect(page).toHaveURL(invitationPath);
    await expect(page.getByRole("status")).toHaveText(
      `Your address is confirmed: ${company.name} is in your workspace.`,
    );
    if (isSignUp) await shoot(page, "invitation-after-google");
    await page.getByRole("link", { name: "Go to your workspace" }).click();
    await expect(page).toHaveURL(`/supplier/${company.id}/leads`);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    const [taken] = await db
      .select({ acceptedAt: companyInvitations.acceptedAt })
      .from(companyInvitations)
      .where(eq(companyInvitations.id, invitation?.id ?? ""));
    expect(taken?.acceptedAt).not.toBeNull();
  });
}
