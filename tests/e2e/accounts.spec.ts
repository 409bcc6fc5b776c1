import { eq } from "drizzle-orm";
import { sessions, users } from "~/db/schema";
import { createPasswordUser } from "../helpers/factories";
import { PASSWORD, signIn, signOut, signUp, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { holdRequests } from "./hold-requests";

test("sign up, sign out and sign in again", async ({ page, db }) => {
  const email = uniqueEmail();
  await signUp(page, email, "Pat Tester");
  await expect(page).toHaveURL("/");
  const [user] = await db.select().from(users).where(eq(users.email, email));
  expect(user).toMatchObject({ displayName: "Pat Tester", isAdmin: false });
  await signOut(page);
  const remaining = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user?.id ?? ""));
  expect(remaining).toHaveLength(0);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("signed-in-user")).toContainText("Pat Tester");
});

test("signup errors: empty, mismatch, short, common password, existing e-mail", async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please fill in all fields")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill("abc");
  await page.getByLabel("Confirm password").fill("abd");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.locator('input[name="password"]').fill("password1");
  await page.getByLabel("Confirm password").fill("password1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password is too weak")).toBeVisible();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
  await signOut(page);
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  // The spec's text, with the ways in (docs/decisions/128; tests/e2e/signup-existing-address.spec.ts).
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
});

test("login errors: empty fields and wrong password; busy state while logging in", async ({
  page,
  db,
}) => {
  const { email } = await createPasswordUser(db, PASSWORD);
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Please fill in all fields")).toBeVisible();
  await signIn(page, email, "Wrong-Pass-1");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);

  const release = await holdRequests(page, "**/login.data*");
  await signIn(page, email);
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  await expect(page.getByLabel("Email")).toBeDisabled();
  release();
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
});

test("a signed-out visitor to an admin page signs in and comes back; a non-admin sees Access Denied", async ({
  page,
  db,
}) => {
  const { email } = await createPasswordUser(db, PASSWORD);
  await page.goto("/admin/requests?status=pending");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Frequests%3Fstatus%3Dpending/);
  await signIn(page, email);
  await expect(page).toHaveURL("/admin/requests?status=pending");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access this page. Admin privileges are required."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  const response = await page.goto("/supplier/bondline/performance");
  expect(response?.status()).toBe(403);
  const csv = await page.request.get("/admin/requests.csv");
  expect(csv.status()).toBe(403);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signup and login forms work and show the server's messages", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.locator('input[name="password"]').fill("abcdef");
    await page.getByLabel("Confirm password").fill("abcdeg");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("signed-in-user")).toContainText(email);
    await signOut(page);
    await page.goto("/login?redirectTo=/blog");
    await signIn(page, email, "Wrong-Pass-1");
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL("/blog");
  });
});
