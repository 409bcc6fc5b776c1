/**
 * The last admin cannot revoke their own rights (docs/decisions/072). It needs to be the only
 * admin of the whole site, so it runs in the "solo" project, after every other browser test.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { users } from "~/db/schema";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("revoking the last admin is refused with a clear message", async ({ page, db }) => {
  const admin = await signInAs(page, db, "admin");
  // The other tests' admins lose their rights for this test and get them back after it.
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, admin.id)));
  const otherIds = others.map((o) => o.id);
  if (otherIds.length > 0) {
    await db.update(users).set({ isAdmin: false }).where(inArray(users.id, otherIds));
  }
  try {
    await page.goto(`/admin/users?q=${encodeURIComponent(admin.email)}`);
    const card = page.getByTestId("user-card").filter({ hasText: admin.email });
    await card.getByRole("button", { name: /^Revoke admin/ }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This is the last admin: grant admin rights to someone else before revoking these.",
    );
    const [stored] = await db.select().from(users).where(eq(users.id, admin.id));
    expect(stored?.isAdmin).toBe(true);
    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  } finally {
    if (otherIds.length > 0) {
      await db.update(users).set({ isAdmin: true }).where(inArray(users.id, otherIds));
    }
  }
});
