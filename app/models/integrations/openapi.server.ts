/**
 * The REST API's OpenAPI 3.1 document (/api/v1/openapi.json), generated from the Zod schemas the
 * handlers validate with (api-schemas.server.ts) by @asteasolutions/zod-to-openapi. API_OPERATIONS
 * lists every route and method once: the document is made from it, and the tests walk it. The
 * webhooks an endpoint receives are in it too (app/models/webhooks/openapi.server.ts).
 */
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import { leadSchema } from "~/models/leads/lead-json.server";
import { webhookConfigs } from "~/models/webhooks/openapi.server";
import {
  idParams,
  leadListQuerySchema,
  leadPageSchema,
  leadPatchSchema,
  problemSchema,
  productListSchema,
  productPatchSchema,
  productSchema,
} from "./api-schemas.server";

export interface ApiOperation {
  method: "get" | "patch";
  path: string;
  summary: string;
  write: boolean;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** The successful answer's status and schema. */
  ok: { status: 200; schema: z.ZodType; description: string };
  /** Problems this operation may answer besides 401 and 429 (every one may). */
  problems: number[];
}

export const API_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/leads",
    summary: "List leads, newest first, in cursor pages",
    write: false,
    query: leadListQuerySchema,
    ok: { status: 200, schema: leadPageSchema, description: "A page of leads." },
    problems: [422],
  },
  {
    method: "get",
    path: "/leads/{leadId}",
    summary: "Get one lead",
    write: false,
    params: idParams("leadId"),
    ok: { status: 200, schema: leadSchema, description: "The lead." },
    problems: [404],
  },
  {
    method: "patch",
    path: "/leads/{leadId}",
    summary: "Change a lead's status (e-mails the requester)",
    write: true,
    params: idParams("leadId"),
    body: leadPatchSchema,
    ok: { status: 200, schema: leadSchema, description: "The changed lead." },
    problems: [403, 404, 409, 422],
  },
  {
    method: "get",
    path: "/products",
    summary: "List the company's products, hidden ones too",
    write: false,
    ok: { status: 200, schema: productListSchema, description: "Every product, listing order." },
    problems: [],
  },
  {
    method: "patch",
    path: "/products/{productId}",
    summary: "Change a product's availability and facts",
    write: true,
    params: idParams("productId"),
    body: productPatchSchema,
    ok: { status: 200, schema: productSchema, description: "The changed product." },
    problems: [403, 404, 422],
  },
];

const PROBLEM_TEXT: Record<number, string> = {
  401: "No API key, or one that is unknown or revoked (WWW-Authenticate: Bearer).",
  403: "A read key cannot change anything.",
  404: "No such item in the key's company.",
  409: "The lead's status does not allow this change now.",
  422: "The request was not accepted; `errors` names each field.",
  429: "Too many requests for this key, or too many unknown keys from this client; wait Retry-After seconds.",
};

function routeConfig(operation: ApiOperation): RouteConfig {
  const problems = [401, ...operation.problems, 429].sort();
  const content = { "application/problem+json": { schema: problemSchema } };
  return {
    method: operation.method,
    path: operation.path,
    summary: operation.summary,
    security: [{ bearerAuth: [] }],
    request: {
      ...(operation.query ? { query: operation.query } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.body
        ? { body: { required: true, content: { "application/json": { schema: operation.body } } } }
        : {}),
    },
    responses: {
      [operation.ok.status]: {
        description: operation.ok.description,
        content: { "application/json": { schema: operation.ok.schema } },
      },
      ...Object.fromEntries(
        problems.map((status) => [status, { description: PROBLEM_TEXT[status] ?? "", content }]),
      ),
    },
  };
}

/** What changed since 1.0.0 (docs/api-changelog.md). */
const CHANGES =
  "2.0.0: a lead has one shape in answers and webhooks (`Lead`): webhooks' `requestedAt` and `statusChangedAt` are now `createdAt` and `updatedAt` (the last status change, else createdAt), webhooks carry the API's lead fields, and every lead has `companyId`.";

let cached: { siteUrl: string; document: unknown } | undefined;

/** The document, with this site's address as its server (made once per address). */
export function openApiDocument(siteUrl: string): unknown {
  if (cached?.siteUrl === siteUrl) return cached.document;
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key from the workspace's Integrations tab: `st_live_…`.",
  });
  for (const operation of API_OPERATIONS) registry.registerPath(routeConfig(operation));
  for (const webhook of webhookConfigs()) registry.registerWebhook(webhook);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "SampleTray API",
      version: "2.0.0",
      description: `A supplier's leads and products. Guide: ${siteUrl}/developers. ${CHANGES}`,
    },
    servers: [{ url: `${siteUrl}/api/v1` }],
  });
  cached = { siteUrl, document };
  return document;
}
