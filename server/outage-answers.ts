/**
 * A database outage is answered 503, for every route in one place (issue 37 point 5, decision
 * 167): when a route's loader, action or middleware fails because the database is out of reach
 * (app/lib/database-outage.ts), it throws instead the answer an outage gets: 503 with the
 * "temporarily unavailable" text, which a page's error boundary shows under its title
 * (app/components/error-page.tsx) and the REST API writes as problem+json. The server gives every
 * 503 its `Retry-After` and makes it `private, no-store` (response-headers.ts; React Router drops
 * the headers of an answer a middleware throws), and the page cache keeps only 200s, so no cache
 * holds it. The failure is logged once per cause a minute (logFailure).
 */
import type { ServerBuild } from "react-router";
import { isDatabaseOutage } from "~/lib/database-outage";
import { UNAVAILABLE } from "~/lib/http-errors";
import { logFailure } from "~/lib/log.server";
import { PROBLEM_CONTENT_TYPE, problemJson } from "~/lib/problem-details";
import type { RequestRules } from "~/lib/request-rules";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** The answer an outage gets: a Response, so a resource route sends it as it is. */
function outageAnswer(isProblem: boolean): Response {
  const body = isProblem ? problemJson("unavailable", UNAVAILABLE.text, 503) : UNAVAILABLE.text;
  const type = isProblem ? PROBLEM_CONTENT_TYPE : "text/plain; charset=utf-8";
  return new Response(body, { status: 503, headers: { "Content-Type": type } });
}

/** `fn` (a loader, an action or a middleware), throwing the outage's answer for an outage. */
// biome-ignore lint/suspicious/noExplicitAny: any route function, whatever its arguments
function answering<F extends (...args: any[]) => unknown>(fn: F, isProblem: boolean): F {
  const wrapped = async (...args: Parameters<F>) => {
    try {
      return await fn(...args);
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      logFailure("The database is out of reach", error);
      throw outageAnswer(isProblem);
    }
  };
  return wrapped as F;
}

const answeringBuilds = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every route's loader, action and middleware answering outages. */
export function answeringOutages(build: ServerBuild): ServerBuild {
  const cached = answeringBuilds.get(build);
  if (cached) return cached;
  // Whether a route or one above it declares problem+json answers (the REST API's layout).
  const isProblemRoute = (id: string | undefined): boolean => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return false;
    return (route.module.handle as RequestRules | undefined)?.problemDetails === true
      ? true
      : isProblemRoute(route.parentId);
  };
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const isProblem = isProblemRoute(id);
    const { loader, action, middleware } = route.module;
    const module: RouteModule = {
      ...route.module,
      ...(loader ? { loader: answering(loader, isProblem) } : {}),
      ...(action ? { action: answering(action, isProblem) } : {}),
      ...(middleware ? { middleware: middleware.map((fn) => answering(fn, isProblem)) } : {}),
    };
    routes[id] = { ...route, module };
  }
  const wrapped: ServerBuild = { ...build, routes };
  answeringBuilds.set(build, wrapped);
  return wrapped;
}
