/**
 * `npm run bench:api`: fills a fresh database on the local PostgreSQL server (created and dropped
 * here; TEST_DATABASE_URL to use another) with 100,000 sample requests for one company and as
 * many spread over 100 others, then prints p50/p95 of `GET /api/v1/leads` (docs/decisions/136)
 * for the first page and for a deep cursor (the page at 90 %), through the route's loader (the
 * key's lookup, its rate limit, the query and the JSON), and of the query alone. Target: p95 at
 * most 20 ms. Options: BENCH_ROWS, BENCH_RUNS, BENCH_KEEP=1 (keep the database and print its name),
 * BENCH_DATABASE (a kept database to measure again, kept afterwards).
 */
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/context.server";
import { openPostgres } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { createApiKey } from "~/models/integrations/api-keys.server";
import { listApiLeads } from "~/models/integrations/api-leads.server";
import { LEADS_LIMIT_DEFAULT } from "~/models/integrations/api-schemas.server";
import { requestsKeyset } from "~/models/leads/request-keyset.server";
import { loader } from "~/routes/api/v1.leads";
import { databaseUrl, uniqueDatabaseName, withAdminClient } from "../tests/helpers/postgres";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const COMPANY = "bench-api";
const TARGET_MS = 20;

const reused = process.env.BENCH_DATABASE;
const name = reused ?? uniqueDatabaseName("sampletray_bench_api");
if (!reused) await withAdminClient((c) => c.query(`create database ${name}`));
const handle = await openPostgres(databaseUrl(name), 4);
const { db } = handle;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const results: { label: string; p95: number }[] = [];

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  results.push({ label, p95 });
  console.log(
    `${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`,
  );
}

/** `rows` leads for `company` (an SQL expression of g), spread over two years. */
async function insertLeads(rows: number, company: ReturnType<typeof sql>) {
  await db.execute(sql`
    insert into sample_requests (
      company_id, first_name, last_name, email, phone, practice_name, practice_type,
      years_in_practice, street, city, state, zip_code, requested_products, how_heard_about,
      agreed_to_terms, status, requested_at, status_changed_at)
    select
      ${company},
      (array['Grace','Omar','Lena','Raj','Maria','Tom'])[1 + g % 6],
      (array['Kim','Patel','Nguyen','Smith','Garcia'])[1 + g % 5],
      'lead' || g || '@example.com',
      '(555) 010-' || lpad((g % 10000)::text, 4, '0'),
      'Harbor Dental ' || (g % 5000),
      'General Dentistry', '1-5 years', (g % 900) || ' Main St', 'City ' || (g % 300), 'CA',
      lpad((g % 99999)::text, 5, '0'),
      jsonb_build_array(jsonb_build_object('productId', 'p1', 'productName', 'Product 1', 'quantity', '1')),
      'Other', true,
      (array['pending','approved','shipped','completed','rejected'])[1 + g % 5]::request_status,
      now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval,
      case when g % 5 = 0 then null else now() - ((g % 30) || ' days')::interval end
    from generate_series(1, ${rows}::int) g`);
}

async function fill() {
  const start = performance.now();
  await handle.migrate();
  await db.execute(sql`
    insert into companies (id, name, description, categories)
    select 'bench-' || g, 'Bench Dental Co ' || g, 'Benchmark company', array['Restorative']
    from generate_series(0, 100) g`);
  await db.execute(sql`update companies set id = ${COMPANY} where id = 'bench-0'`);
  await insertLeads(ROWS, sql`${COMPANY}`);
  await insertLeads(ROWS, sql`'bench-' || (1 + g % 100)`);
  await db.execute(sql`vacuum analyze`);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `Filled ${name}: ${ROWS.toLocaleString("en-US")} leads for one company and ${ROWS.toLocaleString("en-US")} for 100 others in ${seconds} s`,
  );
}

try {
  if (!reused) await fill();
  const owner = `bench-owner`;
  await db.execute(
    sql`insert into users (id, email, display_name, email_verified) values (${owner}, 'owner@bench.example', 'Bench Owner', true) on conflict do nothing`,
  );
  const { key } = await createApiKey(db, {
    companyId: COMPANY,
    name: "Bench",
    scope: "read",
    createdBy: owner,
  });
  const deep = await db.execute<{ at: string; id: string }>(sql`
    select to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from sample_requests where company_id = ${COMPANY}
    order by requested_at desc, id desc offset ${Math.floor(ROWS * 0.9)} limit 1`);
  const row =
    (deep as unknown as { rows?: { at: string; id: string }[] }).rows?.[0] ??
    (deep as unknown as { at: string; id: string }[])[0];
  if (!row) throw new Error("no lead at 90 %");
  const cursor = requestsKeyset.encode({ rank: 0, at: row.at, id: row.id });

  // The per-key limit is the bench's to lift: it measures the reads, not the refusals.
  const context = new RouterContextProvider();
  const env = parseEnv({ NODE_ENV: "test", API_RATE_LIMIT_PER_MINUTE: "100000000" });
  // What the API's loader reads of the server's context: the database and the configuration.
  context.set(appContext, { db, env } as AppContext);
  const get = (query: string) => async () => {
    const request = new Request(`http://localhost:3000/api/v1/leads${query}`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    const response = (await loader({ request, context, params: {} } as never)) as Response;
    if (response.status !== 200) throw new Error(`GET /leads${query} answered ${response.status}`);
    await response.text();
  };
  const query = { limit: LEADS_LIMIT_DEFAULT };
  console.log(
    `${RUNS} runs each (PostgreSQL server, after 5 warm-up runs), ${LEADS_LIMIT_DEFAULT} leads a page:`,
  );
  await measure("GET /leads first page (loader)", get(""));
  await measure("GET /leads page at 90 % (loader)", get(`?cursor=${cursor}`));
  await measure("GET /leads?status=shipped first page (loader)", get("?status=shipped"));
  await measure("GET /leads limit=100 first page (loader)", get("?limit=100"));
  await measure("query alone: first page", () => listApiLeads(db, COMPANY, query));
  await measure("query alone: page at 90 %", () => listApiLeads(db, COMPANY, { ...query, cursor }));

  const plan = await db.execute(sql`explain select * from sample_requests
    where company_id = ${COMPANY} and (requested_at, id) < (${row.at}::timestamptz, ${row.id}::uuid)
    order by requested_at desc nulls last, id desc nulls last limit 26`);
  const lines = (
    (plan as unknown as { rows?: Record<string, string>[] }).rows ??
    (plan as unknown as Record<string, string>[])
  ).map((r) => Object.values(r)[0]);
  console.log(`plan of the deep page: ${lines.slice(0, 3).join(" | ")}`);
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(
    `worst p95 ${worst.toFixed(2)} ms: ${worst <= TARGET_MS ? "within" : "OVER"} the ${TARGET_MS} ms target`,
  );
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP === "1" || reused) console.log(`kept ${name}`);
  else await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`));
}
