/**
 * npm run check:delivery — every acknowledged sample request reaches its supplier and its
 * requester across crashes, and a repeat after a crash carries the same Message-ID
 * (docs/decisions/050, 106).
 *
 * Needs the production build (`npm run build` first); builds nothing itself. For each backend
 * (DELIVERY_BACKENDS, default "postgres,pglite"; `-- --pglite` for the embedded one alone) it
 * starts a real test SMTP server (tests/helpers/smtp.ts) that keeps every message, and the
 * production server (server.js, NODE_ENV=production) with SMTP_URL pointing at it, on a fresh
 * database: a new database on the PostgreSQL server at TEST_DATABASE_URL (dropped afterwards) or a
 * new temporary DATA_DIR. DELIVERY_REQUESTS (default 500) sample requests go out as real form
 * posts from DELIVERY_CLIENTS (default 20) clients (scripts/lib/crash-load.ts, shared with
 * check:durability), while the server is killed with SIGKILL DELIVERY_KILLS times (default 2) and
 * started again. Then it waits for the queue to drain: until no outbox message is queued or
 * retrying and no mail job is waiting or active (the server is stopped with SIGTERM to read the
 * database, and started again while work remains).
 *
 * It prints, per backend: acknowledged requests, supplier messages, confirmations, lost
 * (acknowledged, and its supplier message or its confirmation never arrived), duplicated by
 * Message-ID (copies of one message received more than once: delivery is at least once, so a
 * kill between the SMTP server's acceptance and the "sent" mark repeats a message) and by request
 * (requests with more than one distinct supplier message or confirmation: a real duplicate), and
 * the outbox's statuses with pg-boss's tries. Exits non-zero when anything is lost, duplicated by
 * request or left undrained, or when the copies by Message-ID exceed the bound of
 * docs/decisions/153: at most one per SIGKILL (the worker sends one message at a time).
 *
 * Loopback only (127.0.0.1, DELIVERY_PORT, default 4560); bounded by DELIVERY_TIMEOUT_SECONDS
 * (default 900) per backend.
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
const BACKENDS: Backend[] = process.argv.includes("--pglite")
  ? ["pglite"]
  : (process.env.DELIVERY_BACKENDS ?? "postgres,pglite")
      .split(",")
      .map((b) => b.trim())
      .filter((b): b is Backend => b === "postgres" || b === "pglite");

const MARK = "delivery:";
/**
 * Messages a worker holds between the SMTP server's acceptance and the "sent" mark: a SIGKILL
 * repeats at most these (docs/decisions/153).
 */
const MESSAGES_IN_THE_WINDOW = 1;
const requesterEmail = (index: number) => `delivery-${index}@example.com`;
const REQUESTER = /delivery-(\d+)@example\.com/;

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
        where name in ('mail', 'mail-dead') and state in ('created', 'retry', 'active')`,
  );
  return { outbox: Number(outbox.rows[0]?.n ?? 0), jobs: Number(jobs.rows[0]?.n ?? 0) };
}

/** The outbox's statuses, and each message's tries as pg-boss counted them (its job's id). */
async function outboxSummary(handle: DatabaseHandle) {
  const statuses = await handle.db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from outbox_messages group by status order by status`,
  );
  const messages = await handle.db.execute<{ id: string; status: string; tries: number | null }>(
    sql`select m.id::text, m.status::text, j.retry_count + 1 as tries
        from outbox_messages m left join pgboss.job j on j.name = 'mail' and j.id = m.id`,
  );
  const tries = new Map<string, number>();
  for (const m of messages.rows) {
    const key = m.tries === null ? "unknown" : String(m.tries);
    tries.set(key, (tries.get(key) ?? 0) + 1);
  }
  return {
    statuses: statuses.rows.map((r) => `${r.status} ${r.n}`).join(", "),
    tries: [...tries].map(([n, count]) => `${n}: ${count}`).join(", "),
    byId: new Map(messages.rows.map((r) => [r.id, r])),
  };
}

/** Which request a message belongs to, and whether it is the supplier's copy. */
function classify(mail: ReceivedMail): { index: number; isSupplier: boolean } | null {
  const isSupplier = mail.subject.startsWith("New sample request");
  const source = isSupplier ? mail.text : mail.to.join(" ");
  const match = REQUESTER.exec(source);
  return match ? { index: Number(match[1]), isSupplier } : null;
}

/** Runs one backend and answers whether it passed. */
async function runBackend(backend: Backend): Promise<boolean> {
  const started = Date.now();
  const deadline = started + TIMEOUT_MS;
  const smtp = await startTestSmtpServer();
  const workDir = mkdtempSync(path.join(tmpdir(), `sampletray-delivery-${backend}-`));
  const env: NodeJS.ProcessEnv = {
    ...loadEnv(PORT),
    SMTP_URL: smtp.url,
    MAIL_WORKER: "on",
    // A job cut off by a kill is retried within seconds, not after the default minute.
    MAIL_RETRY_DELAY_SECONDS: "1",
    MAIL_RETRY_DELAY_MAX_SECONDS: "5",
  };
  const database = await prepareDatabase(backend, env, workDir, "sampletray_delivery");
  const server = new AppServer(env, path.join(workDir, "server.log"));
  let isPassed = false;
  try {
    await server.start(deadline);
    const { requests, inFlightAtKills } = await runCrashLoad({
      server,
      label: backend,
      requests: REQUESTS,
      clients: CLIENTS,
      killAt: KILL_AT,
      deadline,
      mark: MARK,
      email: requesterEmail,
    });
    const acked = requests.filter((r) => r.isAcknowledged);
    console.log(
      `  ${backend}: ${acked.length} acknowledged in ${Math.round((Date.now() - started) / 1000)} s; ` +
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
        `  ${backend}: ${pending.outbox} outbox messages and ${pending.jobs} jobs pending; ` +
          "restarting to let them finish",
      );
      await server.start(deadline);
    }

    // Per request and role, the distinct Message-IDs received; per Message-ID, its copies.
    const supplier = new Map<number, Set<string>>();
    const confirmation = new Map<number, Set<string>>();
    const copies = new Map<string, number>();
    let unmatched = 0;
    for (const mail of smtp.received) {
      copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
      const found = classify(mail);
      if (!found) {
        unmatched++;
        continue;
      }
      const ids = found.isSupplier ? supplier : confirmation;
      ids.set(found.index, (ids.get(found.index) ?? new Set()).add(mail.messageId));
    }
    const count = (m: Map<number, Set<string>>, index: number) => m.get(index)?.size ?? 0;
    const total = (m: Map<number, Set<string>>) =>
      [...m.values()].reduce((a, ids) => a + ids.size, 0);
    const lost = acked.filter(
      (r) => count(supplier, r.index) < 1 || count(confirmation, r.index) < 1,
    ).length;
    const repeatedIds = [...copies].filter(([, n]) => n > 1);
    const duplicatedById = repeatedIds.reduce((a, [, n]) => a + n - 1, 0);
    // One copy per SIGKILL at most: the one message being sent when the process died.
    const duplicateBound = inFlightAtKills.length * MESSAGES_IN_THE_WINDOW;
    const duplicatedByRequest = requests.filter(
      (r) => count(supplier, r.index) > 1 || count(confirmation, r.index) > 1,
    ).length;

    console.log(
      `${backend}: acknowledged ${acked.length}, supplier messages ${total(supplier)}, ` +
        `confirmations ${total(confirmation)}, lost ${lost}, duplicated ${duplicatedById} by ` +
        `Message-ID (bound ${duplicateBound}) and ${duplicatedByRequest} by request (sent ${REQUESTS}, unacknowledged ` +
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
    if (duplicatedById > duplicateBound) {
      console.log(
        `  ${duplicatedById} copies by Message-ID exceed the bound of ${MESSAGES_IN_THE_WINDOW} per SIGKILL (${duplicateBound})`,
      );
    }
    if (pending.outbox !== 0 || pending.jobs !== 0) {
      console.log(`  not drained: ${pending.outbox} outbox messages, ${pending.jobs} jobs pending`);
    }
    isPassed =
      lost === 0 &&
      duplicatedByRequest === 0 &&
      duplicatedById <= duplicateBound &&
      inFlightAtKills.length >= KILLS &&
      pending.outbox === 0 &&
      pending.jobs === 0;
    return isPassed;
  } catch (error) {
    console.error(server.tail());
    console.error(error);
    return false;
  } finally {
    await server.kill("SIGKILL");
    server.close();
    await smtp.close();
    await database.drop();
    if (isPassed) rmSync(workDir, { recursive: true, force: true });
    else console.log(`  server log kept in ${server.logPath}`);
  }
}

// ---------------------------------------------------------------------------

requireProductionBuild("check:delivery");
if (BACKENDS.length === 0) {
  console.error("DELIVERY_BACKENDS names no backend (postgres, pglite).");
  process.exit(2);
}
console.log(
  `check:delivery (${BACKENDS.join(", ")}): ${REQUESTS} sample requests from ${CLIENTS} clients ` +
    `per backend, SIGKILL after ${KILL_AT.join(", ")} acknowledged, each followed by a restart; ` +
    "mail to a test SMTP server.",
);
let isFailed = false;
for (const backend of BACKENDS) {
  if (!(await runBackend(backend))) isFailed = true;
}
console.log(
  isFailed
    ? "check:delivery FAILED"
    : "check:delivery passed: 0 lost, 0 duplicated by request, copies by Message-ID within the bound of 1 per SIGKILL",
);
process.exit(isFailed ? 1 : 0);
