/**
 * The rules of the route a request is for (app/lib/request-rules.ts, docs/decisions/154): found
 * with React Router's own route matching on the path as the router resolves it (dot segments and
 * `%2e%2e` included, a data request's `.data` taken off), each matched route's `handle` applied
 * from the root down, so the deepest declaration wins. Left on `res.locals` for the guards.
 */
import type { RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RequestRules } from "~/lib/request-rules";

export interface MatchedRules {
  rules: RequestRules;
  /** The deepest matched route renders a page (it has a component), not a resource. */
  isPage: boolean;
}

const NO_MATCH: MatchedRules = { rules: {}, isPage: false };

const trees = new WeakMap<ServerBuild, RouteObject[]>();

function routeTree(build: ServerBuild): RouteObject[] {
  const cached = trees.get(build);
  if (cached) return cached;
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const id = route?.id ?? "";
        const base = { id, path: route?.path, caseSensitive: route?.caseSensitive };
        return route?.index
          ? { ...base, index: true as const }
          : { ...base, children: childrenOf(id) };
      });
  const tree = childrenOf(undefined);
  trees.set(build, tree);
  return tree;
}

/** The path the router answers for a request target: dot segments resolved, `.data` taken off. */
export function routerPath(target: string): string | null {
  let path: string;
  try {
    path = new URL(target, "http://localhost").pathname;
  } catch {
    return null;
  }
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

export function rulesFor(build: ServerBuild, target: string): MatchedRules {
  const path = routerPath(target);
  const matches = path === null ? null : matchRoutes(routeTree(build), path);
  if (!matches?.length) return NO_MATCH;
  const rules: RequestRules = {};
  for (const match of matches) {
    Object.assign(rules, build.routes[match.route.id ?? ""]?.module.handle as RequestRules);
  }
  const leaf = build.routes[matches.at(-1)?.route.id ?? ""];
  return { rules, isPage: Boolean(leaf?.module.default) };
}

/** Finds the request's route rules once, for every guard after it. */
export function matchRouteRules(build: () => Promise<ServerBuild>): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.routeRules = rulesFor(await build(), req.originalUrl);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** What matchRouteRules found for this request (nothing when it did not run). */
export function routeRules(res: Response): MatchedRules {
  return (res.locals.routeRules as MatchedRules | undefined) ?? NO_MATCH;
}
