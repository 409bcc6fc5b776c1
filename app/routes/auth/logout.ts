/** Sign-out (POST only): ends the session on the server and clears the cookie. */
import { redirect } from "react-router";
import { authHeaders, cookieHeaders } from "~/auth-requests.server";
import { getAppContext } from "~/context.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp } = getAppContext(context);
  const response = await auth.api.signOut({
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  return redirect("/", { headers: cookieHeaders(response) });
}

export function loader() {
  return redirect("/");
}
