/** Accounts made the way a person makes them: through the sign-up form's action. */
import type { Database } from "~/db/client.server";
import { action as signupAction } from "~/routes/auth/signup/route";
import { callAction } from "./route";

/** A password sign-up accepts. */
export const TEST_PASSWORD = "Zebra-Lamp-42";

/**
 * Signs `email` up through the sign-up action (no display name) and returns the `Cookie` request
 * header carrying the session it set.
 */
export async function signUpThroughForm(
  db: Database,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const form = { displayName: "", email, password, confirmPassword: password };
  const result = await callAction(signupAction, { path: "/signup", form, db });
  return result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
