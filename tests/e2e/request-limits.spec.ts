/**
 * The request pipeline of the production server (issue 15, items 3 and 10): body size, content
 * types, methods, and Cache-Control on private responses.
 */

import { createPasswordUser } from "../helpers/factories";
import { PASSWORD, signIn, signInAs, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

const sameSite = { "Sec-Fetch-Site": "same-origin" };

test("a form action refuses a body over 64 KB with 413 and a clear message", async ({
  request,
}) => {
  const response = await request.post("/login", {
    headers: { ...sameSite, "Content-Type": "application/x-www-form-urlencoded" },
    data: `email=${"a".repeat(1024 * 1024)}@example.com&password=x`,
  });
  expect(response.status()).toBe(413);
  const text = await response.text();
  expect(text).toContain("at most 64 KB");
  expect(text.length).toBeLessThan(200);
});

for (const [type, body] of [
  ["application/json", '{"email":"a@example.com","password":"x"}'],
  ["text/plain", "email=a@example.com"],
  ["application/xml", "<login/>"],
] as const) {
  test(`a form action posted as ${type} answers 415`, async ({ request }) => {
    const response = await request.post("/signup", {
      headers: { ...sameSite, "Content-Type": type },
      data: body,
    });
    expect(response.status()).toBe(415);
  });
}

test("a form action posted without a content type answers 415", async ({ request }) => {
  const response = await request.fetch("/request-samples", {
    method: "POST",
    headers: sameSite,
  });
  expect(response.status()).toBe(415);
});

test("better-auth's own routes still take JSON", async ({ request }) => {
  const response = await request.post("/api/auth/callback/google", {
    headers: { ...sameSite, "Content-Type": "application/json" },
    data: "{}",
    maxRedirects: 0,
  });
  expect(response.status()).not.toBe(415);
  expect(response.status()).toBeLessThan(500);
});

for (const method of ["PUT", "PATCH", "DELETE"]) {
  test(`an action answers ${method} with 405 and Allow`, async ({ request }) => {
    const response = await request.fetch("/login", {
      method,
      headers: { ...sameSite, "Content-Type": "application/x-www-form-urlencoded" },
      data: "email=a@example.com",
    });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD, POST");
  });
}

test("loader data and admin pages are sent with Cache-Control: no-store", async ({ page, db }) => {
  const data = await page.request.get("/blog.data");
  expect(data.headers()["cache-control"]).toBe("private, no-store");
  await signInAs(page, db, "admin");
  const admin = await page.request.get("/admin/requests");
  expect(admin.status()).toBe(200);
  expect(admin.headers()["cache-control"]).toBe("private, no-store");
});

test("signing in after a data request lands on the page, not on its raw data", async ({
  page,
  db,
}) => {
  const email = uniqueEmail("data-redirect");
  await createPasswordUser(db, PASSWORD, { email, isAdmin: true });
  const data = await page.request.get("/admin/requests.data?status=pending", {
    maxRedirects: 0,
  });
  const target = /"(\/login\?redirectTo=[^"]+)"/.exec(await data.text())?.[1];
  expect(target).toBeDefined();
  expect(target).not.toContain(".data");
  await page.goto(target ?? "/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/requests\?status=pending$/);
});
