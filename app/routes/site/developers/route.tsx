/**
 * /developers: the REST API's reference for the people who connect a CRM or order system
 * (docs/decisions/136): authentication, endpoints (from the same list as the OpenAPI document),
 * pagination, errors, rate limits, webhooks and curl examples. Server-rendered; no JavaScript.
 */
import { Link } from "react-router";
import { getAppContext } from "~/context.server";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { PROBLEM_STATUS, PROBLEM_TYPES } from "~/lib/problem-details";
import { seo, siteFromMatches } from "~/lib/seo";
import { LEADS_LIMIT_DEFAULT, LEADS_LIMIT_MAX } from "~/models/integrations/api-schemas.server";
import { API_OPERATIONS } from "~/models/integrations/openapi.server";
import { ROLL_OVERLAP_HOURS } from "~/models/webhooks/endpoints.server";
import { WEBHOOK_TIMEOUT_MS } from "~/models/webhooks/send.server";
import { LegalSection } from "~/routes/site/parts/legal-page";
import type { Route } from "./+types/route";
import { WebhooksSection } from "./webhooks-section";

/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Developers: the SampleTray REST API",
    description:
      "Read and work your SampleTray leads from your CRM or order system: API keys, endpoints, pagination, errors, rate limits, webhooks and examples.",
    path: "/developers",
  });
}

/** What each parameter is for, from the schemas' descriptions. */
function describeParameters(
  shape: Record<string, { meta(): { description?: string } | undefined }>,
) {
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    description: schema.meta()?.description ?? "",
  }));
}

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getAppContext(context);
  return {
    apiUrl: `${env.SITE_URL}/api/v1`,
    perMinute: env.API_RATE_LIMIT_PER_MINUTE,
    failedKeysPerMinute: env.API_FAILED_KEYS_PER_MINUTE,
    limits: { perPage: LEADS_LIMIT_DEFAULT, maxPerPage: LEADS_LIMIT_MAX },
    webhooks: { overlapHours: ROLL_OVERLAP_HOURS, timeoutSeconds: WEBHOOK_TIMEOUT_MS / 1000 },
    operations: API_OPERATIONS.map((op) => ({
      method: op.method.toUpperCase(),
      path: op.path,
      summary: op.summary,
      scope: op.write ? "read and write" : "read",
      query: op.query ? describeParameters(op.query.shape as never) : [],
      body: op.body ? describeParameters((op.body as unknown as { shape: never }).shape) : [],
    })),
    problems: Object.entries(PROBLEM_TYPES).map(([type, title]) => ({
      type,
      title: `${title} (${PROBLEM_STATUS[type as keyof typeof PROBLEM_STATUS]})`,
    })),
  };
}

const code =
  "whitespace-pre-wrap rounded-md bg-slate-900 p-3 text-sm leading-6 text-slate-100 [overflow-wrap:anywhere]";
const inline = "rounded bg-slate-100 px-1 font-mono text-[0.9em]";

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const { apiUrl, perMinute, failedKeysPerMinute, limits, webhooks, operations, problems } =
    loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">The SampleTray API</h1>
      <p className="mt-6 leading-7 text-slate-800">
        Suppliers bring their sample requests (leads) into the tools they already use. The API reads
        a company's leads and products, moves a lead along (approved, shipped, completed or
        rejected, with the same e-mails to the requester as the workspace) and changes a product's
        availability and facts. Its machine-readable description:{" "}
        <a href="/api/v1/openapi.json" className="font-semibold text-brand-700 underline">
          OpenAPI 3.1 document
        </a>
        .
      </p>

      <LegalSection title="Authentication">
        <p>
          An owner creates a key in the workspace's <strong>Integrations</strong> tab, with the
          scope <em>read</em> or <em>read and write</em>. The key is shown once; we keep only a
          hash. Send it in every request:
        </p>
        <pre className={code}>Authorization: Bearer st_live_…</pre>
        <p>
          A key sees its own company only: another company's lead or product is answered 404. A
          missing, unknown or revoked key gets 401 with{" "}
          <code className={inline}>WWW-Authenticate: Bearer</code>; a read key that tries to change
          something gets 403. Cookies play no part.
        </p>
      </LegalSection>

      <LegalSection title="Endpoints">
        <p>
          Base address: <code className={`${inline} break-all`}>{apiUrl}</code>. Bodies are JSON (
          <code className={inline}>Content-Type: application/json</code>).
        </p>
        {operations.map((op) => (
          <div key={`${op.method} ${op.path}`} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-mono text-base font-semibold break-all">
              {op.method} {op.path}
            </h3>
            <p className="mt-1">
              {op.summary}. Scope: {op.scope}.
            </p>
            <ParameterList title="Query parameters" items={op.query} />
            <ParameterList title="Body fields" items={op.body} />
          </div>
        ))}
      </LegalSection>

      <LegalSection title="Shipping">
        <p>
          A lead marked <code className={inline}>shipped</code> needs a{" "}
          <code className={inline}>carrier</code> and a{" "}
          <code className={inline}>trackingNumber</code>, as in the workspace. To correct them, send{" "}
          <code className={inline}>shipped</code> again with the right ones: the requester is
          e-mailed them and the lead's history and webhooks show the change (
          <code className={inline}>previousStatus</code> is then{" "}
          <code className={inline}>shipped</code>). Samples handed over in person go from{" "}
          <code className={inline}>approved</code> to <code className={inline}>completed</code> with
          a <code className={inline}>note</code>. A lead reads back with its{" "}
          <code className={inline}>carrier</code> and <code className={inline}>trackingNumber</code>{" "}
          (null until shipped).
        </p>
      </LegalSection>

      <LegalSection title="Pagination">
        <p>
          <code className={inline}>GET /leads</code> answers newest first (by creation time, then
          id), {limits.perPage} leads a page unless <code className={inline}>limit</code> says
          otherwise (at most {limits.maxPerPage}). The answer's{" "}
          <code className={inline}>nextCursor</code> fetches the next page; it is null on the last
          one. Pages never skip or repeat a lead, however many arrive meanwhile.
        </p>
      </LegalSection>

      <LegalSection title="Errors">
        <p>
          Every error is <code className={inline}>application/problem+json</code> (RFC 9457) with{" "}
          <code className={inline}>type</code>, <code className={inline}>title</code>,{" "}
          <code className={inline}>status</code> and <code className={inline}>detail</code>; a field
          that was not accepted is named in <code className={inline}>errors</code>. That includes a
          body over 16 KB, a type other than JSON and an address that is no resource (404); a method
          a resource does not answer is 405 with its <code className={inline}>Allow</code> header.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {problems.map((p) => (
            <div key={p.type} id={`problem-${p.type}`} className="contents">
              <dt className="font-mono text-sm">{p.type}</dt>
              <dd>{p.title}</dd>
            </div>
          ))}
        </dl>
        <pre className={code}>{`{
  "type": "/developers#problem-invalid-request",
  "title": "Invalid request",
  "status": 422,
  "detail": "The status change was not accepted.",
  "errors": { "trackingNumber": "Please give the tracking number for a shipped lead" }
}`}</pre>
      </LegalSection>

      <LegalSection title="Rate limits">
        <p>
          Each key may make {perMinute} requests a minute. Beyond that the answer is 429 with{" "}
          <code className={inline}>Retry-After</code>: the seconds to wait. A client that sends{" "}
          {failedKeysPerMinute} unknown or revoked keys in a minute gets 429 too, for every key,
          until the minute ends.
        </p>
      </LegalSection>

      <WebhooksSection code={code} inline={inline} {...webhooks} />

      <LegalSection title="Examples">
        <pre className={code}>{`curl -H "Authorization: Bearer $SAMPLETRAY_KEY" \\
  "${apiUrl}/leads?status=pending&limit=50"`}</pre>
        <pre className={code}>{`curl -X PATCH -H "Authorization: Bearer $SAMPLETRAY_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"status":"shipped","carrier":"UPS","trackingNumber":"1Z999"}' \\
  "${apiUrl}/leads/LEAD_ID"`}</pre>
        <pre className={code}>{`curl -X PATCH -H "Authorization: Bearer $SAMPLETRAY_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"available":false,"latexFree":true}' \\
  "${apiUrl}/products/PRODUCT_ID"`}</pre>
        <p>
          Suppliers: create a key under{" "}
          <Link to="/supplier" className="font-semibold text-brand-700 underline">
            your workspace
          </Link>{" "}
          → Integrations.
        </p>
      </LegalSection>
      <LegalSection title="Changes">
        <p>
          Version 2.0.0 (the OpenAPI document's <code className={inline}>info.version</code>): a
          lead is the same JSON in answers and in webhooks. In webhook payloads{" "}
          <code className={inline}>requestedAt</code> is now{" "}
          <code className={inline}>createdAt</code> and{" "}
          <code className={inline}>statusChangedAt</code> is now{" "}
          <code className={inline}>updatedAt</code> (the last status change, else the creation,
          never null); webhooks also carry <code className={inline}>carrier</code>,{" "}
          <code className={inline}>trackingNumber</code>,{" "}
          <code className={inline}>howHeardAbout</code> and{" "}
          <code className={inline}>allowMarketing</code>, and every lead has{" "}
          <code className={inline}>companyId</code>. Paths, parameters and filters are unchanged.
        </p>
      </LegalSection>
    </article>
  );
}

function ParameterList({
  title,
  items,
}: {
  title: string;
  items: { name: string; description: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="mt-2 text-sm font-semibold">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-6 text-sm">
        {items.map((item) => (
          <li key={item.name}>
            <code className="font-mono">{item.name}</code>
            {item.description ? `: ${item.description}` : ""}
          </li>
        ))}
      </ul>
    </>
  );
}
