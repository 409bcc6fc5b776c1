/**
 * A throttled sign-in answers 429 with Retry-After, through React Router's document and data
 * requests alike (issue 15, item 8; docs/decisions/043).
 */
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./auth-helpers";

const form = { "Sec-Fetch-Site": "same-origin" };

for (const path of ["/login", "/login.data"]) {
  test(`a throttled POST ${path} carries Retry-After`, async ({ request }) => {
    const email = uniqueEmail("throttle");
    let last = await request.post(path, {
      form: { email, password: "Wrong-Pass-1" },
      headers: form,
      maxRedirects: 0,
    });
    for (let i = 0; i < 12 && last.status() !== 429; i++) {
      last = await request.post(path, {
        form: { email, password: "Wrong-Pass-1" },
        headers: form,
        maxRedirects: 0,
      });
    }
    expect(last.status()).toBe(429);
    expect(Number(last.headers()["retry-after"])).toBeGreaterThan(0);
  });
}
