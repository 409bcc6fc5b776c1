import { getAppContext } from "~/context.server";
import type { Route } from "./+types/healthz";

/** Liveness and readiness: 200 when the database answers, 503 when it does not. */
export async function loader({ context }: Route.LoaderArgs) {
  const isUp = await getAppContext(context).pingDatabase();
  return Response.json(
    { status: isUp ? "ok" : "unavailable", database: isUp ? "up" : "down" },
    { status: isUp ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
