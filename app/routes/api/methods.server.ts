/**
 * Which methods each REST API address answers (issue 34 point 8, issue 38 point 5): the methods
 * of API_OPERATIONS (the OpenAPI document's own list) plus the public openapi.json, HEAD wherever
 * GET is. The API's layout (routes/api/layout.ts) answers every other method 405 with this list in
 * `Allow`, and an address that is no API resource 404, both as problem+json, before a body is
 * read; the routes' own `methodNotAllowed` answers use the same list.
 */
import { API_OPERATIONS } from "~/models/integrations/openapi.server";

const API_PREFIX = "/api/v1";

interface ApiResource {
  pattern: RegExp;
  methods: string[];
}

const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

function withHead(methods: string[]): string[] {
  const all = new Set(methods.includes("GET") ? [...methods, "HEAD"] : methods);
  return METHOD_ORDER.filter((m) => all.has(m));
}

/** "/leads/{leadId}" → /^\/leads\/[^/]+$/ */
function patternOf(path: string): RegExp {
  const source = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${source}$`);
}

/** The resources of API_OPERATIONS, which a Bearer key must authorise (not openapi.json). */
const KEYED: RegExp[] = [...new Set(API_OPERATIONS.map((op) => op.path))].map(patternOf);

const RESOURCES: ApiResource[] = (() => {
  const byPath = new Map<string, string[]>([["/openapi.json", ["GET"]]]);
  for (const op of API_OPERATIONS) {
    byPath.set(op.path, [...(byPath.get(op.path) ?? []), op.method.toUpperCase()]);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: patternOf(path),
    methods: withHead(methods),
  }));
})();

/**
 * The methods the API resource at `pathname` (an /api/v1/… path, dot segments resolved) answers,
 * or null when it is no resource of the API. One trailing slash is ignored, as the router does.
 */
export function apiMethodsAt(pathname: string): string[] | null {
  if (!pathname.startsWith(`${API_PREFIX}/`)) return null;
  const path = pathname.slice(API_PREFIX.length).replace(/(.)\/$/, "$1");
  return RESOURCES.find((r) => r.pattern.test(path))?.methods ?? null;
}

/** Whether the resource at `pathname` (an /api/v1/… path) is one a Bearer key must authorise. */
export function isKeyedResource(pathname: string): boolean {
  if (!pathname.startsWith(`${API_PREFIX}/`)) return false;
  const path = pathname.slice(API_PREFIX.length).replace(/(.)\/$/, "$1");
  return KEYED.some((pattern) => pattern.test(path));
}

/** The `Allow` header of the resource at `pathname` ("GET, HEAD, PATCH"). */
export function allowHeaderAt(pathname: string): string {
  return (apiMethodsAt(pathname) ?? []).join(", ");
}

export type ApiMethodRefusal =
  | { status: 404; detail: string }
  | { status: 405; detail: string; allow: string };

/** Why the API refuses `method` at `pathname` before reading the request; null: pass it on. */
export function apiMethodRefusal(pathname: string, method: string): ApiMethodRefusal | null {
  const methods = apiMethodsAt(pathname);
  if (!methods) {
    return { status: 404, detail: "No such address in this API: see /developers for its paths." };
  }
  if (methods.includes(method.toUpperCase())) return null;
  const allow = methods.join(", ");
  return { status: 405, detail: `This address answers ${allow}.`, allow };
}
