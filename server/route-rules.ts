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

/**
 * The route table as React Router route objects, and the part of it a path can match, by its
 * first segment: React Router's matchRoutes flattens and ranks every route it is given on each
 * call, so each request is matched against the routes under its own first segment (`account`,
 * `supplier`, …) and those whose first segment is not a fixed word, not the whole table.
 */
interface RouteTrees {
  all: RouteObject[];
  /** By fixed first segment, lower-cased (matching ignores case). */
  bySegment: Map<string, RouteObject[]>;
  /** For any other first segment: the routes whose first segment is a parameter or a splat. */
  other: RouteObject[];
}

const trees = new WeakMap<ServerBuild, RouteTrees>();

/** A route's whole path pattern without its leading slash: its parents' paths, then its own. */
const joined = (above: string, path: string | undefined) =>
  [above, path ?? ""].join("/").split("/").filter(Boolean).join("/");

/** A pattern's first segment: "" when it has none yet, null when it is a parameter or a splat. */
function leadingWord(pattern: string): string | null {
  const first = pattern.split("/")[0] ?? "";
  return first.startsWith(":") || first.includes("*") || first.endsWith("?")
    ? null
    : first.toLowerCase();
}

/** The routes of `routes` a path whose first segment is `segment` (null: no fixed one) can match. */
function pruned(routes: RouteObject[], segment: string | null, above = ""): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const pattern = joined(above, route.path);
    const word = leadingWord(pattern);
    if (word === "" && !route.index) {
      kept.push({ ...route, children: pruned(route.children ?? [], segment, pattern) });
    } else if (word === "" || word === null || word === segment) {
      kept.push(route);
    }
  }
  return kept;
}

function fixedWords(routes: RouteObject[], above = "", words = new Set<string>()): Set<string> {
  for (const route of routes) {
    const pattern = joined(above, route.path);
    const word = leadingWord(pattern);
    if (word) words.add(word);
    else if (word === "") fixedWords(route.children ?? [], pattern, words);
  }
  return words;
}

function routeTrees(build: ServerBuild): RouteTrees {
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
  const all = childrenOf(undefined);
  const bySegment = new Map([...fixedWords(all)].map((word) => [word, pruned(all, word)] as const));
  const built = { all, bySegment, other: pruned(all, null) };
  trees.set(build, built);
  return built;
}

/**
 * The routes `path` matches, outermost first, as React Router's matchRoutes finds them in the
 * whole table. A first segment written with escapes, or none (`//…`), is matched against it all.
 */
export function matchRoutePath(build: ServerBuild, path: string) {
  const { all, bySegment, other } = routeTrees(build);
  const segment = path.split("/")[1] ?? "";
  const isPlain = !segment.includes("%") && (segment !== "" || path === "/");
  const tree = isPlain ? (bySegment.get(segment.toLowerCase()) ?? other) : all;
  return matchRoutes(tree, path);
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
  const matches = path === null ? null : matchRoutePath(build, path);
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
