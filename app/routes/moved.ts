/** Every URL that moved (app/lib/moved-urls.ts): 301 to its new place, the query kept. */
import { redirect } from "react-router";
import { notFound } from "~/lib/http-errors";
import { movedTo } from "~/lib/moved-urls";
import type { Route } from "./+types/moved";

export function loader({ request }: Route.LoaderArgs) {
  const to = movedTo(new URL(request.url));
  if (!to) notFound();
  throw redirect(to, 301);
}
