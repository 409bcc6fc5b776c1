import { getAppContext } from "~/context.server";
import { buildRobotsTxt } from "~/lib/sitemap";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getAppContext(context);
  return new Response(buildRobotsTxt(env.SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
