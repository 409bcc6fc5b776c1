/**
 * npm run check:delivery [-- --pglite] — every acknowledged sample request reaches its supplier and
 * its requester exactly once, across crashes (docs/decisions/050).
 *
 * Needs the production build (`npm run build` first); builds nothing itself. Starts a real test
 * SMTP server (tests/helpers/smtp.ts) that keeps every message, and the production server
 * (server.js, NODE_ENV=production) with SMTP_URL pointing at it, on a fresh database: a new
 * database on the PostgreSQL server at TEST_DATABASE_URL (default; dropped afterwards) or, with
 * --pglite, a new temporary DATA_DIR. DELIVERY_REQUESTS (default 500) sample requests go out as
 * real form posts from DELIVERY_CLIENTS (default 20) clients (scripts/lib/crash-load.ts, shared
 * with check:durability), while the server is killed with SIGKILL DELIVERY_KILLS times (default 2)
 * and started again. Then it waits for the queue to drain: until no outbox message is queued or
 * retrying and no mail job is waiting or active (the server is stopped with SIGTERM to read the
 * database, and started again while work remains).
 *
 * It prints: acknowledged requests, supplier messages, confirmations, lost (acknowledged, and its
 * supplier message or its confirmation never arrived), duplicated by Message-ID (copies of a
 * Message-ID received more than once) and by request (requests with more than one supplier message
 * or confirmation), and the outbox's statuses. Exits non-zero when anything is lost or duplicated.
 *
 * Loopback only (127.0.0.1, DELIVERY_PORT, default 4560); bounded by DELIVERY_TIMEOUT_SECONDS
 * (default 900).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { type ReceivedMail, startTestSmtpServer } from "../tests/helpers/smtp";
import {
  AppServer,
  type Backend,
  killPoints,
  loadEnv,
  positiveInt,
  prepareDatabase,
  requireProductionBuild,
  runCrashLoad,
  sleep,
} from "./lib/crash-load";

const REQUESTS = positiveInt("DELIVERY_REQUESTS", 500);
const CLIENTS = positiveInt("DELIVERY_CLIENTS", 20);
const PORT = positiveInt("DELIVERY_PORT", 4560);
const TIMEOUT_MS = positiveInt("DELIVERY_TIMEOUT_SECONDS", 900) * 1000;
const KILLS = positiveInt("DELIVERY_KILLS", 2);
const KILL_AT = killPoints(REQUESTS, KILLS);
const BACKEND: Backend = process.argv.includes("--pglite") ? "pglite" : "postgres";

const MARK = "delivery:";
const requesterEmail = (index: number) => `delivery-${index}@example.com`;
const REQUESTER = /delivery-(\d+)@example\.com/;

requireProductionBuild("check:delivery");

interface Pending {
  outbox: number;
  jobs: number;
}

/** Messages not yet settled: outbox rows queued or retrying, mail jobs waiting or active. */
async function countPending(handle: DatabaseHandle): Promise<Pending> {
  const outbox = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_messages where status in ('queued', 'retrying')`,
  );
  const jobs = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job
        where name = 'mail' and state in ('created', 'retry', 'active')`,
  );
  return { outbox: Number(outbox.rows[0]?.n ?? 0), jobs: Number(jobs.rows[0]?.n ?? 0) };
}

async function outboxSummary(handle: DatabaseHandle) {
  const statuses = await handle.db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from outbox_messages group by status order by status`,
  );
  const tries = await handle.db.execute<{ tries: number; n: number }>(
    sql`select tries, count(*)::int as n from outbox_messages group by tries order by tries`,
  );
  const ids = await handle.db.execute<{ id: string; tries: number; status: string }>(
    sql`select id::text, tries, status::text from outbox_messages`,
  );
  return {
    statuses: statuses.rows.map((r) => `${r.status} ${r.n}`).join(", "),
    tries: tries.rows.map((r) => `${r.tries}: ${r.n}`).join(", "),
    byId: new Map(ids.rows.map((r) => [r.id, r])),
  };
}

/** Which request a message belongs to, and whether it is the supplier's copy. */
function classify(mail: ReceivedMail): { index: number; isSupplier: boolean } | null {
  const isSupplier = mail.subject.startsWith("New sample request");
  const source = isSupplier ? mail.text : mail.to.join(" ");
  const match = REQUESTER.exec(source);
  return match ? { index: Number(match[1]), isSupplier } : null;
}

const started = Date.now();
const deadline = started + TIMEOUT_MS;
const smtp = await startTestSmtpServer();
const workDir = mkdtempSync(path.join(tmpdir(), `sampletray-delivery-${BACKEND}-`));
const env: NodeJS.ProcessEnv = {
  ...loadEnv(PORT),
  SMTP_URL: smtp.url,
  MAIL_WORKER: "on",
  MAIL_MAX_TRIES: "5",
  MAIL_RETRY_DELAY_SECONDS: "1",
};
const database = await prepareDatabase(BACKEND, env, workDir, "sampletray_delivery");
const server = new AppServer(env, path.join(workDir, "server.log"));
let exitCode = 1;
try {
  console.log(
    `check:delivery (${BACKEND}): ${REQUESTS} sample requests from ${CLIENTS} clients, ` +
      `SIGKILL after ${KILL_AT.join(", ")} acknowledged, each followed by a restart; ` +
      `mail to a test SMTP server at ${smtp.url}.`,
  );
  await server.start(deadline);
  const { requests, inFlightAtKills } = await runCrashLoad({
    server,
    label: BACKEND,
    requests: REQUESTS,
    clients: CLIENTS,
    killAt: KILL_AT,
    deadline,
    mark: MARK,
    email: requesterEmail,
  });
  const acked = requests.filter((r) => r.isAcknowledged);
  const loadSeconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `  ${BACKEND}: ${acked.length} acknowledged in ${loadSeconds} s; ` +
      `${smtp.received.length} messages received so far; waiting for the queue to drain`,
  );

  // Drain: wait for mail to stop arriving, then read the database with the server stopped
  // (PGlite allows one process); start it again while anything is still pending.
  let pending: Pending = { outbox: -1, jobs: -1 };
  let summary: Awaited<ReturnType<typeof outboxSummary>> | undefined;
  while (Date.now() < deadline) {
    let seen = -1;
    while (seen !== smtp.received.length && Date.now() < deadline) {
      seen = smtp.received.length;
      await sleep(5_000);
    }
    await server.kill("SIGTERM");
    const handle = await database.open();
    try {
      pending = await countPending(handle);
      summary = await outboxSummary(handle);
    } finally {
      await handle.close();
    }
    if (pending.outbox === 0 && pending.jobs === 0) break;
    console.log(
      `  ${BACKEND}: ${pending.outbox} outbox messages and ${pending.jobs} jobs pending; ` +
        "restarting to let them finish",
    );
    await server.start(deadline);
  }

  const supplier = new Map<number, number>();
  const confirmation = new Map<number, number>();
  const byMessageId = new Map<string, number>();
  let unmatched = 0;
  for (const mail of smtp.received) {
    byMessageId.set(mail.messageId, (byMessageId.get(mail.messageId) ?? 0) + 1);
    const found = classify(mail);
    if (!found) {
      unmatched++;
      continue;
    }
    const counts = found.isSupplier ? supplier : confirmation;
    counts.set(found.index, (counts.get(found.index) ?? 0) + 1);
  }
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const lost = acked.filter(
    (r) => (supplier.get(r.index) ?? 0) < 1 || (confirmation.get(r.index) ?? 0) < 1,
  ).length;
  const repeatedIds = [...byMessageId].filter(([, n]) => n > 1);
  const duplicatedById = repeatedIds.reduce((a, [, n]) => a + n - 1, 0);
  const duplicatedByRequest = requests.filter(
    (r) => (supplier.get(r.index) ?? 0) > 1 || (confirmation.get(r.index) ?? 0) > 1,
  ).length;

  console.log(
    `${BACKEND}: acknowledged ${acked.length}, supplier messages ${sum(supplier)}, ` +
      `confirmations ${sum(confirmation)}, lost ${lost}, duplicated ${duplicatedById} by ` +
      `Message-ID and ${duplicatedByRequest} by request (sent ${REQUESTS}, unacknowledged ` +
      `${REQUESTS - acked.length}, sent more than once ${requests.filter((r) => r.posts > 1).length}, ` +
      `SIGKILLs ${inFlightAtKills.length} with ${inFlightAtKills.join("/")} POSTs in flight, ` +
      `received ${smtp.received.length}, unmatched ${unmatched}, ` +
      `${Math.round((Date.now() - started) / 1000)} s)`,
  );
  if (summary) {
    console.log(`  outbox: ${summary.statuses}; tries per message: ${summary.tries}`);
    for (const [messageId, n] of repeatedIds) {
      const id = /^<([^@]+)@/.exec(messageId)?.[1] ?? "";
      const row = summary.byId.get(id);
      console.log(
        `  received ${n} times: ${messageId} (outbox ${row?.status ?? "?"}, tries ${row?.tries ?? "?"})`,
      );
    }
  }
  if (pending.outbox !== 0 || pending.jobs !== 0) {
    console.log(`  not drained: ${pending.outbox} outbox messages, ${pending.jobs} jobs pending`);
  }
  const isFailed =
    lost > 0 ||
    duplicatedById > 0 ||
    duplicatedByRequest > 0 ||
    inFlightAtKills.length < KILLS ||
    pending.outbox !== 0 ||
    pending.jobs !== 0;
  console.log(isFailed ? "check:delivery FAILED" : "check:delivery passed: 0 lost, 0 duplicated");
  exitCode = isFailed ? 1 : 0;
} catch (error) {
  console.error(server.tail());
  console.error(error);
} finally {
  await server.kill("SIGKILL");
  server.close();
  await smtp.close();
  await database.drop();
  if (exitCode === 0) rmSync(workDir, { recursive: true, force: true });
  else console.log(`  server log kept in ${server.logPath}`);
}
process.exit(exitCode);
