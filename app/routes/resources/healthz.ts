import type { Route } from "./+types/healthz";

/**
 * Liveness: the process answers (200), whatever the database does. An orchestrator restarts an
 * instance whose `/healthz` fails, and restarting every instance during a database outage mends
 * nothing; whether the instance may take traffic (the database, its migrations, the queue) is
 * `/readyz` (server/readiness.ts, docs/metrics.md).
 */
export function loader(_: Route.LoaderArgs) {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
