/**
 * Calling the REST API (/api/v1, docs/decisions/136) in tests: the route the path matches in
 * app/routes.ts, its loader for GET and its action for any other method, with a Bearer key and
 * a JSON body as an integration sends them; the answer as status, headers and parsed body.
 */
import type { Database } from "~/db/client.server";
import type { ApiKeyScope } from "~/lib/api-keys";
import { createApiKey } from "~/models/integrations/api-keys.server";
import { addCompanyMember, createCompany, createUser } from "./factories";
import {
  callAction,
  callLoader,
  createTestContext,
  importRouteModule,
  matchRouteConfig,
  TEST_SITE_URL,
} from "./route";

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body, read by each test as it expects
  body: any;
}

export async function callApi(
  db: Database,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; rawBody?: string; env?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const url = new URL(path, TEST_SITE_URL);
  const { routes } = matchRouteConfig(url.pathname);
  const file = routes.at(-1)?.file;
  if (!file?.startsWith("routes/api/")) throw new Error(`${path} is not an API route`);
  const module = await importRouteModule(file);
  const headers: Record<string, string> = options.key
    ? { Authorization: `Bearer ${options.key}` }
    : {};
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers["Content-Type"] = "application/json";
  const request = new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}),
  });
  const context = createTestContext(db, options.env);
  const fn = (method === "GET" ? module.loader : module.action) as (args: unknown) => unknown;
  const result = await (method === "GET" ? callLoader : callAction)(fn, { request, context });
  const response = result.response;
  if (!response) throw new Error(`${method} ${path} did not answer a Response`);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** A company with an owner and a key of `scope` made by that owner. */
export async function companyWithKey(db: Database, scope: ApiKeyScope = "write") {
  const company = await createCompany(db);
  const owner = await createUser(db);
  await addCompanyMember(db, company.id, owner.id, "owner");
  const { id, key } = await createApiKey(db, {
    companyId: company.id,
    name: "CRM sync",
    scope,
    createdBy: owner.id,
  });
  return { company, owner, key, keyId: id };
}
