/**
 * `npm run check:fuzz` (docs/decisions/151): the project's own bounded fuzz of every route of
 * app/routes.ts over HTTP on a loopback port: the whole server (server/app.ts: guards, CSRF, body
 * limits, React Router) on a scratch database with the demo data, an admin, a supplier owner and
 * an API key, and a local Stripe stand-in. Each request is one route with one class of input (NUL
 * bytes, long values, wrong types, near-valid ids and cursors, lone surrogates, truncated
 * multipart, signed and unsigned webhook bodies). Prints the requests sent, by status, and every
 * answer of 500 or more with its route and input class; exits 1 if there is one.
 *
 * PGlite in a temporary folder by default; with DATABASE_URL, a scratch database made on that
 * PostgreSQL server (and dropped after). Bounds: FUZZ_MAX_REQUESTS (default 8000) and
 * FUZZ_MAX_SECONDS of sending (default 420), FUZZ_SEED; FUZZ_CONCURRENCY (default 4). Kept out of `npm test`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createServer as createViteServer } from "vite";
import type * as DatabaseModule from "../app/db/client.server.ts";
import type * as DemoModule from "../app/models/catalogue/demo-catalogue.server.ts";
import type * as ApiKeysModule from "../app/models/integrations/api-keys.server.ts";
import type * as AppModule from "../server/app.ts";
import type * as FactoriesModule from "../tests/helpers/factories.ts";
import type * as RouteRowsModule from "../tests/helpers/route-rows.ts";
import type * as StripeStandInModule from "../tests/helpers/stripe-stand-in.ts";
import { type Planned, planRequests } from "./lib/fuzz-plan.ts";

const MAX_REQUESTS = Number(process.env.FUZZ_MAX_REQUESTS ?? 8_000);
const MAX_SECONDS = Number(process.env.FUZZ_MAX_SECONDS ?? 420);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);

// Every app module comes through Vite, as in the development server: one copy of each.
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>;
const { openEmbedded, openPostgres } = await load<typeof DatabaseModule>(
  "/app/db/client.server.ts",
);
const { seedDemoData } = await load<typeof DemoModule>(
  "/app/models/catalogue/demo-catalogue.server.ts",
);
const { createApiKey } = await load<typeof ApiKeysModule>(
  "/app/models/integrations/api-keys.server.ts",
);
const { addCompanyMember, signedInAs, TEST_AUTH_SECRET } = await load<typeof FactoriesModule>(
  "/tests/helpers/factories.ts",
);
const { createRouteRows } = await load<typeof RouteRowsModule>("/tests/helpers/route-rows.ts");
const { startStripeStandIn } = await load<typeof StripeStandInModule>(
  "/tests/helpers/stripe-stand-in.ts",
);
const routes = ((await vite.ssrLoadModule("/app/routes.ts")) as { default: unknown }).default;

/** A deterministic shuffle (mulberry32, seed FUZZ_SEED or 38). */
function shuffled<T>(items: T[]): T[] {
  let seed = Number(process.env.FUZZ_SEED ?? 38) >>> 0;
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function openScratchDatabase(): Promise<{
  handle: DatabaseModule.DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(path.join(os.tmpdir(), "sampletray-fuzz-"));
    const handle = await openEmbedded(folder);
    return { handle, drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `sampletray_fuzz_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 8);
  return { handle, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const started = Date.now();
const { handle, drop } = await openScratchDatabase();
console.log(`check:fuzz on ${handle.kind}: migrating and seeding…`);
await handle.migrate();
await seedDemoData(handle.db);
const ids = await createRouteRows(handle.db);
const admin = await signedInAs(handle.db, "admin");
const owner = await signedInAs(handle.db, "user");
await addCompanyMember(handle.db, ids.companyId, owner.user.id, "owner");
const { key } = await createApiKey(handle.db, {
  companyId: ids.companyId,
  name: "Fuzz",
  scope: "write",
  createdBy: owner.user.id,
});
const stripe = await startStripeStandIn();

const server = createHttpServer().listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const port = (server.address() as AddressInfo).port;
const base = `http://localhost:${port}`;
const appModule = (await vite.ssrLoadModule("./server/app.ts")) as typeof AppModule;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sampletray-fuzz-data-"));
const app = await appModule.createApp({
  database: handle,
  environment: {
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    MAIL_WORKER: "off",
    API_RATE_LIMIT_PER_MINUTE: "100000000",
    FORM_RATE_LIMIT_IP_MAX: "100000000",
    FORM_RATE_LIMIT_EMAIL_MAX: "100000000",
    EVENTS_RATE_LIMIT_IP_MAX: "100000000",
    AUTH_RATE_LIMIT_IP_MAX: "100000000",
    ...stripe.env,
  },
});
server.on("request", app.app);

// Shuffled (the same order every run), so a run cut short by its bounds still samples every
// route and every class of input.
const plan = shuffled(planRequests({ ids, routes })).slice(0, MAX_REQUESTS);
const cookies = { admin: admin.cookie, owner: owner.cookie, nobody: undefined };
const byStatus = new Map<number, number>();
const failures: string[] = [];
let sent = 0;
let isTimeUp = false;
// The first page renders after Vite has compiled the app: not a request the bounds should count.
await fetch(`${base}/`, { signal: AbortSignal.timeout(300_000) }).then((r) => r.arrayBuffer());
const sendingFrom = Date.now();
const deadline = sendingFrom + MAX_SECONDS * 1000;
console.log(`ready in ${((sendingFrom - started) / 1000).toFixed(0)} s; sending…`);

async function send(p: Planned) {
  const headers: Record<string, string> = { ...p.headers };
  // The API is called with its key alone, as an integration calls it.
  const cookie = p.isApi ? undefined : cookies[p.who];
  if (cookie) headers.Cookie = cookie;
  if (p.isApi) headers.Authorization = `Bearer ${key}`;
  if (p.method !== "GET") {
    headers.Origin ??= base;
    headers["Sec-Fetch-Site"] ??= "same-origin";
  }
  let status: number;
  try {
    const response = await fetch(`${base}${p.path}`, {
      method: p.method,
      headers,
      body: p.body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    // The whole body, so a stream that breaks off counts too.
    await response.arrayBuffer();
  } catch (error) {
    status = 599;
    failures.push(
      `${p.method} ${p.route} [${p.inputClass}] broke off: ${String(error).slice(0, 120)}`,
    );
  }
  sent++;
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  if (status >= 500 && status !== 599) {
    failures.push(`${status} ${p.method} ${p.route} [${p.inputClass}] ${p.path.slice(0, 160)}`);
  }
}

let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < plan.length) {
      if (Date.now() > deadline) {
        isTimeUp = true;
        return;
      }
      const p = plan[next++];
      if (p) await send(p);
    }
  }),
);

const stillAdmin = await fetch(`${base}/admin`, { headers: { Cookie: admin.cookie } });
const seconds = ((Date.now() - sendingFrom) / 1000).toFixed(0);
console.log(
  `\ncheck:fuzz (${handle.kind}): ${sent} requests sent of ${plan.length} planned in ${seconds} s`,
);
if (isTimeUp) console.log(`stopped at FUZZ_MAX_SECONDS=${MAX_SECONDS}`);
const statuses = [...byStatus.entries()].sort((a, b) => a[0] - b[0]);
console.log(`by status: ${statuses.map(([s, n]) => `${s}: ${n}`).join(", ")}`);
console.log(`routes: ${new Set(plan.slice(0, sent).map((p) => p.route)).size}`);
console.log(
  `the admin's session still works at the end: ${stillAdmin.status === 200 ? "yes" : `no (${stillAdmin.status})`}`,
);
console.log(`answers of 500 or more: ${failures.length}`);
for (const failure of failures.slice(0, 200)) console.log(`  ${failure}`);

server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
await Promise.all([app.outbox.stop(), app.stopListening()]);
await vite.close();
await stripe.close();
await handle.close();
await drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(failures.length > 0 ? 1 : 0);
