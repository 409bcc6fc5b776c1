/**
 * npm run bench:digest — the weekly digest to BENCH_DIGEST_SUBSCRIBERS confirmed subscribers
 * (default 50,000) through a local SMTP server (issue 36, docs/decisions/169): on a fresh
 * PostgreSQL database at TEST_DATABASE_URL with the demo catalogue, a run writes every
 * recipient's message and job (runDigestAndAlerts), and this process's mail worker sends them one
 * at a time, as an instance does (BENCH_DIGEST_WORKERS of them, default 8, as 8 instances would), to
 * a minimal SMTP server in this process that counts what it receives (scripts/lib/smtp-sink.ts).
 * DIGEST_RATE is 0 here (no pace: the figure is the sending capacity; BENCH_DIGEST_RATE sets one).
 * Prints the time to write the run, the time until the last message arrived, messages a second,
 * and the process's peak resident memory (worker, run and SMTP server together). Figures only.
 */
import { openPostgres } from "~/db/client.server";
import { migratePostgres } from "~/db/migrate.server";
import { subscribers } from "~/db/schema";
import { startJobs } from "~/jobs/start.server";
import { createSmtpTransport } from "~/mail/transport.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { runDigestAndAlerts } from "~/models/digest/digest-run.server";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  isPostgresReachable,
  uniqueDatabaseName,
} from "../tests/helpers/postgres";
import { positiveInt } from "./lib/crash-load";
import { startSmtpSink } from "./lib/smtp-sink";

const SUBSCRIBERS = positiveInt("BENCH_DIGEST_SUBSCRIBERS", 50_000);
const RATE = Number(process.env.BENCH_DIGEST_RATE ?? "0");
/** Mail workers, as that many instances would run (each sends one message at a time). */
const WORKERS = positiveInt("BENCH_DIGEST_WORKERS", 8);
const SITE = {
  name: "SampleTray",
  url: "http://127.0.0.1:3000",
  contactEmail: "hello@bench.example",
  leadsFallbackEmail: "hello@bench.example",
};

/** The highest resident memory seen, sampled every 50 ms and at the end. */
function watchMemory() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
  };
}

if (!(await isPostgresReachable())) {
  console.error("bench:digest needs PostgreSQL at TEST_DATABASE_URL.");
  process.exit(2);
}
const name = uniqueDatabaseName("bench_digest");
await createDatabase(name);
const url = databaseUrl(name);
let received = 0;
let onAll: () => void = () => {};
const all = new Promise<void>((resolve) => {
  onAll = resolve;
});
const smtp = await startSmtpSink(() => {
  received += 1;
  if (received >= SUBSCRIBERS) onAll();
});
try {
  await migratePostgres(url);
  // Each worker holds a connection while it sends (decision 153); the run needs its own.
  const handle = await openPostgres(url, WORKERS + 4);
  await seedDemoData(handle.db);
  for (let i = 0; i < SUBSCRIBERS; i += 5000) {
    const rows = Array.from({ length: Math.min(5000, SUBSCRIBERS - i) }, (_, j) => ({
      email: `reader-${i + j}@bench.example`,
      status: "active" as const,
    }));
    await handle.db.insert(subscribers).values(rows);
  }
  const queues = [];
  for (let i = 0; i < WORKERS; i++) {
    queues.push(
      await startJobs(handle, {
        site: SITE,
        from: '"SampleTray" <hello@bench.example>',
        transport: createSmtpTransport(smtp.url),
        retryDelaySeconds: 5,
        retryDelayMaxSeconds: 60,
        giveUpSeconds: 3600,
        work: true,
        pollingIntervalSeconds: 0.5,
      }),
    );
  }
  const [queue] = queues;
  if (!queue) throw new Error("no queue");
  const peakMemory = watchMemory();
  const started = performance.now();
  const outcome = await runDigestAndAlerts(handle.db, queue, {
    rate: RATE,
    linkSecret: "bench-secret-bench-secret-bench-secret-0",
  });
  const written = performance.now() - started;
  const progress = setInterval(
    () => console.log(`  … ${received} of ${SUBSCRIBERS} received`),
    30_000,
  );
  await all;
  clearInterval(progress);
  const total = performance.now() - started;
  const peak = peakMemory();
  console.log(
    `\nbench:digest on PostgreSQL, ${SUBSCRIBERS} confirmed subscribers, ${WORKERS} mail workers (DIGEST_RATE ${RATE || "0: no pace"}):`,
  );
  console.log(
    `  run written (${outcome.digests} messages and jobs): ${(written / 1000).toFixed(1)} s`,
  );
  console.log(`  all received by the SMTP server:    ${(total / 1000).toFixed(1)} s`);
  console.log(
    `  sending rate:                       ${(SUBSCRIBERS / (total / 1000)).toFixed(0)} messages/s`,
  );
  console.log(`  peak resident memory (this process): ${(peak / 1024 / 1024).toFixed(0)} MB`);
  for (const q of queues) await q.stop();
  await handle.close();
} finally {
  await smtp.close();
  await dropDatabase(name).catch(() => {});
}
