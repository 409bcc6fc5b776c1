/** Sign-in never sends the user to another site, whatever `redirectTo` holds (issue 15, item 2). */
import { beforeAll, describe, expect, it } from "vitest";
import { loader as googleDoneLoader } from "~/routes/auth/auth.google.done";
import { action as loginAction, loader as loginLoader } from "~/routes/auth/login/route";
import { signUpThroughForm } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { createTestContext, formRequest } from "../helpers/route";

const t = setUpTestDatabase();
let cookie = "";
const password = "Zebra-Lamp-42";
beforeAll(async () => {
  cookie = await signUpThroughForm(t.db, "redirect-owner@example.com", password);
});

const TARGETS = ["/.//evil.example", "/..//evil.example", "/%2e%2e/%2e%2e//evil.example"];

async function locationOf(fn: () => Promise<unknown>): Promise<string | null> {
  try {
    const result = await fn();
    return result instanceof Response ? result.headers.get("location") : null;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.headers.get("location") : null;
  }
}

describe(`redirectTo after sign-in (${process.env.TEST_DB})`, () => {
  it.each(TARGETS)("signing in with redirectTo=%s lands on this site", async (target) => {
    const location = await locationOf(() =>
      loginAction({
        request: formRequest("/login", {
          email: "redirect-owner@example.com",
          password,
          redirectTo: target,
        }),
        context: createTestContext(t.db),
        params: {},
      } as never),
    );
    expect(location).toBe("/");
  });

  it.each(TARGETS)(
    "an already signed-in visit to /login?redirectTo=%s stays here",
    async (target) => {
      const request = new Request(
        `http://localhost:3000/login?${new URLSearchParams({ redirectTo: target })}`,
        { headers: { cookie } },
      );
      const location = await locationOf(() =>
        loginLoader({ request, context: createTestContext(t.db), params: {} } as never),
      );
      expect(location).toBe("/");
    },
  );

  // Sign-up returns to redirectTo too (an invitation's page, decision 118): the same rule holds.
  it.each(TARGETS.flatMap((target) => ["login", "signup"].map((intent) => [target, intent])))(
    "the Google flow's last page keeps redirectTo=%s on this site (%s)",
    async (target, intent) => {
      const params = new URLSearchParams({ intent, outcome: "ok", redirectTo: target });
      const request = new Request(`http://localhost:3000/auth/google/done?${params}`, {
        headers: { cookie },
      });
      expect(
        await locationOf(() =>
          googleDoneLoader({ request, context: createTestContext(t.db), params: {} } as never),
        ),
      ).toBe("/");
      params.set("popup", "1");
      const popup = (await googleDoneLoader({
        request: new Request(`http://localhost:3000/auth/google/done?${params}`, {
          headers: { cookie },
        }),
        context: createTestContext(t.db),
        params: {},
      } as never)) as { redirectTo: string };
      expect(popup.redirectTo).toBe("/");
    },
  );
});
