/**
 * `npm run bench:analytics`: fills a fresh database on the local PostgreSQL server (created and
 * dropped here; TEST_DATABASE_URL to use another) with 1,000,000 sample requests over 2,000
 * companies, then prints p50/p95 of the admin page queries (searches of 1, 2 and 3+ characters
 * among them), the provider metrics, and the time and peak memory of streaming the full admin
 * CSV. Options: BENCH_ROWS, BENCH_RUNS, and
 * BENCH_DATABASE (the name of an already filled bench database to measure again, kept afterwards),
 * BENCH_KEEP=1 (keep the database it filled, and print its name, to measure again or EXPLAIN).
 */
import { sql } from "drizzle-orm";
import { openPostgres } from "~/db/client.server";
import { csvStream } from "~/lib/csv";
import {
  ADMIN_CSV_HEADER,
  adminExportBatches,
  findRequestsPage,
  type RequestFilters,
} from "~/models/leads/admin-requests.server";
import { getLeadMetrics, listRecentLeads } from "~/models/leads/lead-analytics.server";
import { databaseUrl, uniqueDatabaseName, withAdminClient } from "../tests/helpers/postgres";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const COMPANIES = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const reused = process.env.BENCH_DATABASE;
const name = reused ?? uniqueDatabaseName("sampletray_bench");
if (!reused) await withAdminClient((c) => c.query(`create database ${name}`));
const handle = await openPostgres(databaseUrl(name), 4);
const { db } = handle;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}

async function fill() {
  const start = performance.now();
  await handle.migrate();
  await db.execute(sql`
    insert into companies (id, name, description, categories)
    select 'bench-' || g, 'Bench Dental Co ' || g, 'Benchmark company ' || g, array['Restorative']
    from generate_series(1, ${COMPANIES}) g`);
  const chunk = 250_000;
  for (let from = 1; from <= ROWS; from += chunk) {
    const to = Math.min(ROWS, from + chunk - 1);
    await db.execute(sql`
      insert into sample_requests (
        company_id, first_name, last_name, email, phone, license_number, practice_name,
        practice_type, years_in_practice, street, city, state, zip_code, requested_products,
        specific_requests, how_heard_about, allow_marketing, subscribe_updates, agreed_to_terms,
        status, requested_at)
      select
        'bench-' || (1 + (g::bigint * 7919) % ${COMPANIES}),
        (array['Grace','Omar','Lena','Raj','Maria','Tom','Aiko','Sam','Nina','Luis','Ivy','Ben'])[1 + g % 12],
        (array['Kim','Patel','Nguyen','Smith','Garcia','Okafor','Rossi','Chen','Novak','Haddad','Lopez','Berg','Silva','Khan','Moreau'])[1 + (g / 12) % 15],
        'lead' || g || '@example.com',
        '(555) 010-' || lpad((g % 10000)::text, 4, '0'),
        case when g % 3 = 0 then null else 'LIC-' || g end,
        (array['Bayview','Maple','Summit','Harbor','Cedar','Lakeside','Pine','River'])[1 + g % 8] || ' Dental ' || (g % 5000),
        (array['General Dentistry','Orthodontics','Oral Surgery','Periodontics','Endodontics','Prosthodontics','Pediatric Dentistry','Oral Pathology','Other'])[1 + g % 9],
        (array['1-5 years','6-10 years','11-20 years','20+ years'])[1 + g % 4],
        (g % 900) || ' Main St',
        'City ' || (g % 300),
        (array['CA','NY','TX','FL','IL','WA','OR','AZ','GA','MA',''])[1 + g % 11],
        lpad((g % 99999)::text, 5, '0'),
        jsonb_build_array(jsonb_build_object('productId', 'p' || (g % 40), 'productName', 'Product ' || (g % 40), 'quantity', 'Standard sample')),
        case when g % 5 = 0 then 'Please send shade guide' else null end,
        (array['Search Engine','Social Media','Colleague Referral','Dental Conference','Professional Association','Email Newsletter','Other'])[1 + g % 7],
        g % 2 = 0, g % 3 = 0, true,
        (array['pending','approved','completed','rejected'])[1 + (g / 7) % 4]::request_status,
        now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
      from generate_series(${from}::int, ${to}::int) g`);
    process.stdout.write(`  inserted ${to.toLocaleString("en-US")} rows\r`);
  }
  await db.execute(sql`vacuum analyze`);
  console.log(
    `\nFilled ${name}: ${ROWS.toLocaleString("en-US")} sample requests over ${COMPANIES} companies in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}

try {
  let start = performance.now();
  if (!reused) await fill();
  console.log(`${RUNS} runs each (PostgreSQL server, after one warm-up run):`);

  const page = (filters: RequestFilters) => () => findRequestsPage(db, filters);
  await measure("admin page: first page (counts + 50 rows)", page({ status: null, q: "" }));
  await measure("admin page: status = pending", page({ status: "pending", q: "" }));
  await measure("admin page: search 'novak' (1/15 of rows)", page({ status: null, q: "novak" }));
  await measure(
    "admin page: search 'lead123456@' (1 row)",
    page({ status: null, q: "lead123456@" }),
  );
  await measure(
    "admin page: search company 'Dental Co 1999'",
    page({ status: null, q: "Dental Co 1999" }),
  );
  // Searches of 1, 2 and 3+ characters (the admin lists' 3-character minimum: docs/decisions/083).
  for (const q of ["k", "zq", "ov", "nov", "zqx"]) {
    const label = `admin page: search '${q}' (${q.length} char${q.length > 1 ? "s" : ""})`;
    await measure(label, page({ status: null, q }));
  }
  await measure("provider metrics + 10 recent (500 leads)", () =>
    Promise.all([getLeadMetrics(db, "bench-42", null), listRecentLeads(db, "bench-42", null)]),
  );

  // Full admin CSV export: time and peak RSS above the idle level.
  global.gc?.();
  const idleRss = process.memoryUsage().rss;
  let peakRss = idleRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  start = performance.now();
  let bytes = 0;
  let lines = 0;
  // RSS each 250,000 lines: flat memory means these do not grow with the rows read.
  const rssAlong: string[] = [];
  let nextMark = 250_000;
  const reader = csvStream(
    ADMIN_CSV_HEADER,
    adminExportBatches(db, { status: null, q: "" }),
  ).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
    if (lines >= nextMark) {
      rssAlong.push(`${(process.memoryUsage().rss / 1e6).toFixed(0)}`);
      nextMark += 250_000;
    }
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(
    `full admin CSV: ${lines.toLocaleString("en-US")} lines, ${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - start) / 1000).toFixed(1)} s; peak RSS ${(peakRss / 1e6).toFixed(0)} MB, ${((peakRss - idleRss) / 1e6).toFixed(0)} MB above idle; RSS every 250,000 lines: ${rssAlong.join(", ")} MB`,
  );
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP === "1" && !reused) {
    console.log(`kept ${name} (BENCH_DATABASE=${name} to measure it again)`);
  } else if (!reused) {
    await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}
