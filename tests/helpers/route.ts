/**
 * Calling route modules' loaders and actions directly in tests: the `context` they receive, the
 * requests a browser sends, and `callLoader`/`callAction`, which fill in React Router's arguments,
 * run the middleware of the routes the request's path matches in app/routes.ts (an area's layout
 * checks the role there, docs/decisions/108), and unwrap what comes back (`data()`, a plain value
 * or a Response) into `{ status, headers, data }`.
 */
import path from "node:path";
import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  type MiddlewareFunction,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  data as routerData,
} from "react-router";
import { appContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { createAuth } from "~/models/accounts/account-auth.server";
import { AnalyticsCounter } from "~/models/leads/analytics-counter.server";
import routes from "~/routes";
import { TEST_AUTH_SECRET } from "./factories";
import { noOutbox, testOutboxes } from "./mail";

export const TEST_SITE_URL = "http://localhost:3000";

const analyticsCounters = new WeakMap<Database, AnalyticsCounter>();

/**
 * The analytics counter of a database's test contexts (one per database, never flushed by a
 * timer): a test calls `flush()` before it reads what was counted.
 */
export function testAnalytics(db: Database): AnalyticsCounter {
  let counter = analyticsCounters.get(db);
  if (!counter) {
    counter = new AnalyticsCounter(db, { secret: TEST_AUTH_SECRET, maxEntries: 10_000 });
    analyticsCounters.set(db, counter);
  }
  return counter;
}

export function createTestContext(db: Database, envOverrides: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: TEST_SITE_URL, ...envOverrides });
  const outbox = testOutboxes.get(db) ?? noOutbox;
  context.set(appContext, {
    db,
    env,
    outbox,
    analytics: testAnalytics(db),
    linkSecret: TEST_AUTH_SECRET,
    auth: createAuth(db, env, TEST_AUTH_SECRET, outbox),
    clientIp: envOverrides.CLIENT_IP ?? "127.0.0.1",
    nonce: "test-nonce",
  });
  return context;
}

export type FormFields = Record<string, string | string[]>;

/** A POST request with form fields, as the browser sends it from this site. */
export function formRequest(path: string, fields: FormFields, headers: HeadersInit = {}): Request {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return new Request(new URL(path, TEST_SITE_URL), {
    method: "POST",
    body,
    headers: { Origin: TEST_SITE_URL, "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

// ---------------------------------------------------------------------------
// callLoader / callAction
// ---------------------------------------------------------------------------

// biome-ignore lint/suspicious/noExplicitAny: any route module's loader or action, whatever its params
type DataFunction = (args: any) => unknown;
type ArgsOf<F extends DataFunction> = Parameters<F>[0];

/** What a loader or action returned, as the browser would receive it: a Response has no data. */
export type DataOf<T> = T extends Response
  ? undefined
  : T extends DataWithResponseInit<infer U>
    ? U
    : T;

export interface RouteResult<D> {
  status: number;
  headers: Headers;
  /** The returned value, taken out of `data()`; undefined when a Response was returned. */
  data: D;
  /** The Response that was returned (a redirect, a resource route's body), else null. */
  response: Response | null;
}

export interface CallOptions<F extends DataFunction> {
  /** The request, or else a path on the test site (GET for a loader, POST of `form` for an action). */
  request?: Request;
  path?: string;
  /** Form fields for an action called by `path`. */
  form?: FormFields;
  /** A Cookie header for a request built from `path` (e.g. from `signedInAs`). */
  cookie?: string;
  params?: ArgsOf<F>["params"];
  /** The context, or a database to build one on with `createTestContext`. */
  context?: RouterContextProvider;
  db?: Database;
}

/**
 * What a loader or action threw: React Router turns a thrown Response or `data()` into the
 * response (a redirect, an error page). `callLoader` and `callAction` reject with this.
 */
export class ThrownRoute extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    /** The thrown `data()`'s payload, or null for a thrown Response. */
    readonly data: unknown,
    readonly response: Response | null,
  ) {
    super(`the route threw a ${status} response`);
  }
}

// `data()` is React Router's only way to build a DataWithResponseInit; its class is not exported.
const DataWithResponseInitClass = routerData(null).constructor;

function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return value instanceof DataWithResponseInitClass;
}

function toResult(value: unknown): RouteResult<unknown> {
  if (value instanceof Response) {
    return { status: value.status, headers: value.headers, data: undefined, response: value };
  }
  if (isDataWithInit(value)) {
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
      data: value.data,
      response: null,
    };
  }
  return { status: 200, headers: new Headers(), data: value, response: null };
}

// ---------------------------------------------------------------------------
// The route config: which route modules a path matches, and their middleware
// ---------------------------------------------------------------------------

/** A route of app/routes.ts as React Router matches it (the root route around them all). */
export interface ConfigRoute {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

const APP_DIRECTORY = path.resolve(import.meta.dirname, "../../app");

/** app/routes.ts, inside the root route. */
export const ROUTE_TREE: ConfigRoute[] = [
  { id: "root", path: "", file: "root.tsx", children: routes as ConfigRoute[] },
];

/** A route module of the app, by its file in the route config (e.g. "routes/admin/layout.tsx"). */
export async function importRouteModule(file: string): Promise<Record<string, unknown>> {
  return import(path.join(APP_DIRECTORY, file));
}

/** The routes of app/routes.ts that a path matches, outermost first, with its params. */
export function matchRouteConfig(pathname: string) {
  // The config's entries are route objects plus their file: React Router matches them as such.
  const matches = matchRoutes(ROUTE_TREE as unknown as RouteObject[], pathname) ?? [];
  return {
    routes: matches.map((m) => m.route as unknown as ConfigRoute),
    params: (matches.at(-1)?.params ?? {}) as Record<string, string>,
  };
}

/** A route of the config with its whole path pattern and the layouts around it. */
export interface DeclaredRoute {
  route: ConfigRoute;
  pattern: string;
  layouts: string[];
}

/** Every route of app/routes.ts, outermost first, with its path pattern ("/admin/users/:userId"). */
export function declaredRoutes(): DeclaredRoute[] {
  const all: DeclaredRoute[] = [];
  const walk = (routes: ConfigRoute[], parentPath: string, layouts: string[]) => {
    for (const route of routes) {
      const pattern = [parentPath, route.path ?? ""].filter(Boolean).join("/");
      all.push({ route, pattern: `/${pattern}`, layouts });
      if (route.children) walk(route.children, pattern, [...layouts, route.file]);
    }
  };
  walk(ROUTE_TREE, "", []);
  return all;
}

/**
 * Runs the `middleware` of every route the request's path matches, outermost first, as React
 * Router does before a loader or action; then `handler`. A middleware that does not call `next`
 * hands on when it returns, unless it returns a Response: that is the answer.
 */
export async function runWithMiddleware<T>(
  args: { request: Request; params: Record<string, string>; context: RouterContextProvider },
  handler: () => Promise<T>,
): Promise<T> {
  const { routes: matched, params } = matchRouteConfig(new URL(args.request.url).pathname);
  const modules = await Promise.all(matched.map((r) => importRouteModule(r.file)));
  const middleware = modules.flatMap(
    (m) => (m.middleware as MiddlewareFunction<unknown>[] | undefined) ?? [],
  );
  const middlewareArgs = {
    ...args,
    url: new URL(args.request.url),
    pattern: new URL(args.request.url).pathname,
    params: { ...params, ...args.params },
  };
  const run = async (i: number): Promise<T> => {
    const current = middleware[i];
    if (!current) return handler();
    let result: Promise<T> | undefined;
    const next = () => {
      result ??= run(i + 1);
      return result;
    };
    const returned = await current(middlewareArgs as Parameters<typeof current>[0], next as never);
    // A Response returned without calling `next` is the answer (the REST API's refusals).
    if (returned instanceof Response && !result) return returned as T;
    return next();
  };
  return run(0);
}

async function call<F extends DataFunction>(
  fn: F,
  options: CallOptions<F>,
  method: "GET" | "POST",
): Promise<RouteResult<DataOf<Awaited<ReturnType<F>>>>> {
  const request = options.request ?? buildRequest(options, method);
  const context = options.context ?? (options.db ? createTestContext(options.db) : undefined);
  if (!context) throw new Error("callLoader/callAction need a context or a db");
  const url = new URL(request.url);
  const args = {
    request,
    url,
    pattern: url.pathname,
    // The params the path gives, as React Router passes them; `params` adds or overrides.
    params: { ...matchRouteConfig(url.pathname).params, ...options.params },
    context,
  } as ArgsOf<F>;
  let value: unknown;
  try {
    value = await runWithMiddleware(args, async () => fn(args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) {
      const result = toResult(thrown);
      throw new ThrownRoute(result.status, result.headers, result.data ?? null, result.response);
    }
    throw thrown;
  }
  return toResult(value) as RouteResult<DataOf<Awaited<ReturnType<F>>>>;
}

function buildRequest(options: CallOptions<DataFunction>, method: "GET" | "POST"): Request {
  if (!options.path) throw new Error("callLoader/callAction need a request or a path");
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
  if (method === "POST") return formRequest(options.path, options.form ?? {}, headers);
  return new Request(new URL(options.path, TEST_SITE_URL), { headers });
}

/** Runs a route's loader (GET `path` unless a request is given) and unwraps its result. */
export function callLoader<F extends DataFunction>(loader: F, options: CallOptions<F>) {
  return call(loader, options, "GET");
}

/** Runs a route's action (POST of `form` to `path` unless a request is given). */
export function callAction<F extends DataFunction>(action: F, options: CallOptions<F>) {
  return call(action, options, "POST");
}

/** The Response or `data()` a loader or action threw; fails when it returned instead. */
export async function catchThrown(pending: Promise<unknown>): Promise<ThrownRoute> {
  try {
    await pending;
  } catch (error) {
    if (error instanceof ThrownRoute) return error;
    throw error;
  }
  throw new Error("expected the route to throw a response, but it returned");
}
