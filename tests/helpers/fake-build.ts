/**
 * A React Router server build of a few routes and their `handle`s, for the server's guards in unit
 * tests (server/route-rules.ts reads what each route declares through the router's matching).
 * Each route: its id, its parent (default root), its path or index, its handle, and whether it is
 * a page (has a component) or a resource.
 */
import type { ServerBuild } from "react-router";
import type { RequestRules } from "~/lib/request-rules";

export interface FakeRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  handle?: RequestRules;
  isPage?: boolean;
}

export function fakeBuild(routes: FakeRoute[]): ServerBuild {
  const all: FakeRoute[] = [{ id: "root", path: "", isPage: true, parentId: "" }, ...routes];
  const entries = all.map((route) => [
    route.id,
    {
      id: route.id,
      parentId: route.id === "root" ? undefined : (route.parentId ?? "root"),
      path: route.path,
      index: route.index,
      caseSensitive: false,
      module: {
        handle: route.handle,
        default: route.isPage === false ? undefined : () => null,
      },
    },
  ]);
  return { routes: Object.fromEntries(entries) } as unknown as ServerBuild;
}
