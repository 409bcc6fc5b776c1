/**
 * The server finds a request's route among the routes under its path's first segment
 * (server/route-rules.ts, matchRoutePath): for every route of app/routes.ts, and for paths no
 * route has, it finds the same routes as React Router's matchRoutes over the whole table.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { matchRoutePath } from "../../server/route-rules";
import { type ConfigRoute, declaredRoutes, ROUTE_TREE } from "../helpers/route";

const idOf = (route: ConfigRoute) => route.id ?? route.file;

/** app/routes.ts as a server build's route records (what the server reads). */
function buildOf(tree: ConfigRoute[]): ServerBuild {
  const routes: Record<string, unknown> = {};
  const walk = (list: ConfigRoute[], parentId: string | undefined) => {
    for (const route of list) {
      routes[idOf(route)] = {
        id: idOf(route),
        parentId,
        path: route.path,
        index: route.index,
        module: {},
      };
      walk(route.children ?? [], idOf(route));
    }
  };
  walk(tree, undefined);
  return { routes } as unknown as ServerBuild;
}

/** The same table as React Router route objects, whole. */
function wholeTable(tree: ConfigRoute[]): RouteObject[] {
  return tree.map((route) =>
    route.index
      ? { id: idOf(route), path: route.path, index: true }
      : { id: idOf(route), path: route.path, children: wholeTable(route.children ?? []) },
  );
}

/** Paths a pattern stands for: each parameter filled, an optional one with and without. */
function pathsOf(pattern: string): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") paths = paths.map((p) => `${p}/some/thing`);
    else if (segment.endsWith("?")) paths = paths.flatMap((p) => [p, `${p}/opt-value`]);
    else if (segment.startsWith(":")) paths = paths.map((p) => `${p}/value-1`);
    else paths = paths.map((p) => `${p}/${segment}`);
  }
  return paths.map((p) => p || "/");
}

const BUILD = buildOf(ROUTE_TREE);
const WHOLE = wholeTable(ROUTE_TREE);
const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => m.route.id) ?? [];

describe("matching a request's route by its first segment", () => {
  const declared = declaredRoutes().flatMap(({ pattern }) => pathsOf(pattern));
  const unknown = [
    "/",
    "/no-such-page",
    "/ACCOUNT/Requests",
    "/Supplier/acme/LEADS",
    "/%61ccount/requests",
    "/account/",
    "/account/no-such-page",
    "/api/v1/no/such/thing",
    "/api/nothing",
    "/supplier/acme/leads.csv",
    "/company/acme/products/p-1/a-slug/extra",
  ];

  it("finds what React Router finds in the whole table, for every route and some that are not", () => {
    expect(declared.length).toBeGreaterThan(100);
    for (const path of [...declared, ...unknown]) {
      expect({ path, ids: ids(matchRoutePath(BUILD, path)) }).toEqual({
        path,
        ids: ids(matchRoutes(WHOLE, path)),
      });
    }
  });
});
