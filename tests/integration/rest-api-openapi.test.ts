/**
 * The OpenAPI document (/api/v1/openapi.json, docs/decisions/136) on each backend: it is valid
 * OpenAPI 3.1 under @readme/openapi-parser, it lists every API route of app/routes.ts, and every
 * documented route and method answers as documented (walked from the document itself): the
 * success with a body the operation's own Zod schema accepts, and its documented problems
 * (401 without a key, 403 for a read key's change, 404 for an unknown id) as problem+json.
 */
import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { createApiKey } from "~/models/integrations/api-keys.server";
import { problemSchema } from "~/models/integrations/api-schemas.server";
import { API_OPERATIONS } from "~/models/integrations/openapi.server";
import { PING_EVENT, WEBHOOK_EVENTS } from "~/models/webhooks/events";
import { setUpTestDatabase } from "../helpers/db";
import { createProduct, createSampleRequest } from "../helpers/factories";
import { callApi, companyWithKey } from "../helpers/rest-api";
import { declaredRoutes } from "../helpers/route";

interface Document {
  openapi: string;
  info: { version: string };
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  webhooks: Record<string, { post: { requestBody: unknown; parameters: { name: string }[] } }>;
}

/** A body each changing operation is walked with (a new operation must add one). */
const EXAMPLE_BODIES: Record<string, unknown> = {
  "patch /leads/{leadId}": { status: "approved" },
  "patch /products/{productId}": { available: false, latexFree: true },
};

describe(`OpenAPI document (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  async function fetchDocument(): Promise<Document> {
    const answer = await callApi(t.db, "GET", "/api/v1/openapi.json");
    expect(answer.status).toBe(200);
    return answer.body as Document;
  }

  it("is valid OpenAPI 3.1 and lists every API route of app/routes.ts", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : JSON.stringify(result.errors)).toBe(true);
    const routed = declaredRoutes()
      .filter(
        (d) =>
          d.route.file.startsWith("routes/api/") &&
          !d.route.children &&
          !d.pattern.endsWith("openapi.json") &&
          !d.pattern.endsWith("*"),
      )
      .map((d) => d.pattern.replace("/api/v1", "").replace(/:(\w+)/g, "{$1}"))
      .sort();
    expect(Object.keys(document.paths).sort()).toEqual(routed);
  });

  it("documents every webhook event an endpoint may receive, with the Standard Webhooks headers", async () => {
    const document = await fetchDocument();
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS, PING_EVENT].sort());
    for (const [type, webhook] of Object.entries(document.webhooks)) {
      expect(webhook.post.requestBody, type).toBeDefined();
      expect(webhook.post.parameters.map((p) => p.name).sort(), type).toEqual([
        "webhook-id",
        "webhook-signature",
        "webhook-timestamp",
      ]);
    }
  });

  it("describes the lead once: the API's answers and the webhooks' payloads name one Lead (decision 157)", async () => {
    const document = await fetchDocument();
    expect(document.info.version).toBe("2.0.0");
    const leadRef = { $ref: "#/components/schemas/Lead" };
    const created = JSON.stringify(document.webhooks["lead.created"]?.post.requestBody);
    expect(created).toContain(JSON.stringify(leadRef));
    expect(JSON.stringify(document.paths["/leads/{leadId}"])).toContain(JSON.stringify(leadRef));
    const fields = Object.keys(document.components.schemas.Lead?.properties ?? {});
    expect(fields).toContain("createdAt");
    expect(fields).not.toContain("requestedAt");
  });

  it("every documented route and method answers as documented", async () => {
    const document = await fetchDocument();
    const owner = await companyWithKey(t.db);
    const { key: readKey } = await createApiKey(t.db, {
      companyId: owner.company.id,
      name: "Read only",
      scope: "read",
      createdBy: owner.owner.id,
    });
    let walked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method} ${path}`;
        const spec = API_OPERATIONS.find((op) => op.method === method && op.path === path);
        expect(spec, name).toBeDefined();
        if (!spec) continue;
        const documented = Object.keys(operation.responses);
        const lead = await createSampleRequest(t.db, { companyId: owner.company.id });
        const product = await createProduct(t.db, owner.company.id);
        const url = (ids: { leadId: string; productId: string }) =>
          `/api/v1${path.replace("{leadId}", ids.leadId).replace("{productId}", ids.productId)}`;
        const real = url({ leadId: lead.id, productId: product.id });
        const body = method === "get" ? undefined : EXAMPLE_BODIES[name];
        if (method !== "get") expect(body, `${name} needs an example body`).toBeDefined();
        const call = (key: string | undefined, target = real) =>
          callApi(t.db, method.toUpperCase(), target, {
            ...(key ? { key } : {}),
            ...(body === undefined ? {} : { body }),
          });

        const ok = await call(owner.key);
        expect(ok.status, name).toBe(spec.ok.status);
        expect(documented, name).toContain(String(ok.status));
        expect(ok.headers.get("content-type"), name).toMatch(/^application\/json/);
        const parsed = spec.ok.schema.safeParse(ok.body);
        expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);

        const problems: [number, Promise<Awaited<ReturnType<typeof call>>>][] = [
          [401, call(undefined)],
        ];
        if (spec.write) problems.push([403, call(readKey)]);
        if (path.includes("{")) {
          problems.push([
            404,
            call(owner.key, url({ leadId: crypto.randomUUID(), productId: "no-such-product" })),
          ]);
        }
        if (spec.problems.includes(422)) {
          // A field no operation takes (a body's), or a limit of 0 (the list's query).
          const refused = spec.write
            ? callApi(t.db, method.toUpperCase(), real, { key: owner.key, body: { unexpected: 1 } })
            : call(owner.key, `${real}?limit=0`);
          problems.push([422, refused]);
        }
        for (const [status, pending] of problems) {
          const answer = await pending;
          expect(answer.status, `${name} → ${status}`).toBe(status);
          expect(documented, `${name} documents ${status}`).toContain(String(status));
          expect(answer.headers.get("content-type")).toBe("application/problem+json");
          expect(problemSchema.safeParse(answer.body).success, name).toBe(true);
        }
        walked++;
      }
    }
    expect(walked).toBe(API_OPERATIONS.length);
  });
});
