/**
 * npm run bench:forgot — how long "Forgot password?" takes to answer for an address with an
 * account and for one without (issue 28 point 6, docs/decisions/114): the two must not differ.
 *
 * Needs the production build (`npm run build` first). For each backend (BENCH_BACKENDS, default
 * "pglite,postgres"; PostgreSQL only when reachable) it prepares a fresh database, gives it
 * BENCH_FORGOT_REQUESTS / 2 accounts (default 200 requests), starts server.js on
 * 127.0.0.1:BENCH_FORGOT_PORT (default 4146) and posts the form one request at a time,
 * alternating a known address and an unknown one (each address once: the per-address limit is 3),
 * after 20 unmeasured requests. It prints the median and 90th percentile in ms for each.
 * Benchmarks print figures; nothing here passes or fails.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { users } from "~/db/schema";
import {
  AppServer,
  type Backend,
  loadEnv,
  positiveInt,
  prepareDatabase,
  requestedBackends,
  requireProductionBuild,
} from "./lib/crash-load";

const PORT = positiveInt("BENCH_FORGOT_PORT", 4146);
const REQUESTS = positiveInt("BENCH_FORGOT_REQUESTS", 200);
const WARM_UP = 20;

const address = (kind: string, i: number) => `bench-${kind}-${i}@forgot.example`;

async function forgot(site: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${site}/forgot-password`, {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers: { Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
  });
  await response.text();
  if (response.status !== 200) throw new Error(`POST /forgot-password answered ${response.status}`);
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function runOne(backend: Backend) {
  const workDir = mkdtempSync(path.join(tmpdir(), "bench-forgot-"));
  const env = loadEnv(PORT);
  const fresh = await prepareDatabase(backend, env, workDir, "bench_forgot");
  const server = new AppServer(env, path.join(workDir, "server.log"));
  const pairs = Math.ceil(REQUESTS / 2);
  try {
    // The first start migrates and seeds an embedded database; accounts go in while it is down.
    await server.start(Date.now() + 300_000);
    await server.kill("SIGTERM");
    const handle = await fresh.open();
    await handle.db.insert(users).values(
      Array.from({ length: pairs + WARM_UP }, (_, i) => ({
        id: randomUUID(),
        email: address("known", i),
        displayName: "Bench Account",
      })),
    );
    await handle.close();
    await server.start(Date.now() + 300_000);
    for (let i = 0; i < WARM_UP; i++) {
      await forgot(server.site, address("known", pairs + i));
      await forgot(server.site, address("warm", i));
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < pairs; i++) {
      known.push(await forgot(server.site, address("known", i)));
      unknown.push(await forgot(server.site, address("unknown", i)));
    }
    const line = (label: string, times: number[]) =>
      `  ${label.padEnd(16)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p90 ${percentile(times, 90).toFixed(1).padStart(6)} ms   (${times.length} requests)`;
    console.log(`\n${backend}:`);
    console.log(line("known address", known));
    console.log(line("unknown address", unknown));
  } catch (error) {
    console.error(server.tail());
    throw error;
  } finally {
    await server.kill("SIGTERM");
    server.close();
    await fresh.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

requireProductionBuild("bench:forgot");
for (const backend of await requestedBackends()) await runOne(backend);
