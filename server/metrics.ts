/**
 * `/metrics` in Prometheus's text format (prom-client; docs/metrics.md, docs/decisions/125).
 * Per-instance series count in the process (requests, page-cache lookups, mail jobs worked here);
 * database-wide ones (outbox messages, queue depth) are read from the shared database at scrape
 * time, so every instance reports the same figure. Labels hold route patterns and fixed words,
 * never a URL or a value a visitor sent. Only a caller with METRICS_TOKEN may read them.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "~/db/client.server";
import type { MailJobResult } from "~/jobs/mail.server";
import type { JobQueue } from "~/jobs/start.server";
import { logFailure } from "~/lib/log.server";
import { countOutboxMessagesByStatus } from "~/models/operations/outbox-counts.server";
import { requestRecord } from "./request-log";

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  /** Observes each request's duration by method, route pattern and status class. */
  timeRequests: RequestHandler;
  countPageCacheLookup(result: "hit" | "miss"): void;
  countMailJob(result: MailJobResult): void;
  /** Adds the series read at scrape time from the database, the queue and the page cache. */
  watch(sources: { database: DatabaseHandle; queue: JobQueue; pageCacheSize?: () => number }): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requestSeconds = new Histogram({
    name: "sampletray_http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status class (2xx, 4xx, …).",
    labelNames: ["method", "route", "status_class"],
    buckets: SECONDS,
    registers,
  });
  const pageCacheLookups = new Counter({
    name: "sampletray_page_cache_lookups_total",
    help: "Signed-out catalogue page requests the page cache answered (hit) or rendered (miss).",
    labelNames: ["result"],
    registers,
  });
  const mailJobs = new Counter({
    name: "sampletray_mail_jobs_total",
    help: "Mail jobs this instance worked, by how they ended.",
    labelNames: ["result"],
    registers,
  });
  for (const result of ["hit", "miss"]) pageCacheLookups.inc({ result }, 0);
  for (const result of ["sent", "failed", "dead", "unconfigured"]) mailJobs.inc({ result }, 0);

  const timeRequests: RequestHandler = (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once("finish", () => {
      requestSeconds.observe(
        {
          method: req.method,
          route: requestRecord(res).routePattern ?? req.route?.path ?? "other",
          status_class: `${Math.floor(res.statusCode / 100)}xx`,
        },
        Number(process.hrtime.bigint() - start) / 1e9,
      );
    });
    next();
  };

  return {
    registry,
    timeRequests,
    countPageCacheLookup: (result) => pageCacheLookups.inc({ result }),
    countMailJob: (result) => mailJobs.inc({ result }),
    watch: (sources) => watchSources(registry, sources),
  };
}

function watchSources(registry: Registry, sources: Parameters<Metrics["watch"]>[0]) {
  const { database, queue, pageCacheSize } = sources;
  const registers = [registry];
  new Gauge({
    name: "sampletray_outbox_messages",
    help: "Outbox messages by status, database-wide (queued, retrying, sent, dead, unconfigured).",
    labelNames: ["status"],
    registers,
    async collect() {
      await readInto(this, "outbox", async () => {
        const counts = await countOutboxMessagesByStatus(database.db);
        for (const [status, value] of Object.entries(counts)) this.set({ status }, value);
      });
    },
  });
  new Gauge({
    name: "sampletray_queue_jobs",
    help: "Jobs in each pg-boss queue: waiting (queued, the depth) or being worked (active), as its monitor last counted them (every 15 s).",
    labelNames: ["queue", "state"],
    registers,
    async collect() {
      await readInto(this, "queue depth", async () => {
        for (const { queue: name, queued, active } of await queue.queueDepths()) {
          this.set({ queue: name, state: "queued" }, queued);
          this.set({ queue: name, state: "active" }, active);
        }
      });
    },
  });
  const pool = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(database.poolUse()));
      },
    });
  pool("sampletray_db_pool_connections", "Database connections open (PGlite: 1).", (u) => u.total);
  pool("sampletray_db_pool_idle", "Database connections open and idle.", (u) => u.idle);
  pool("sampletray_db_pool_waiting", "Queries waiting for a free connection.", (u) => u.waiting);
  if (pageCacheSize) {
    new Gauge({
      name: "sampletray_page_cache_entries",
      help: "Pages the page cache holds.",
      registers,
      collect() {
        this.set(pageCacheSize());
      },
    });
  }
}

type PoolUse = ReturnType<DatabaseHandle["poolUse"]>;

/** Refreshes a gauge; on failure it shows no value rather than a stale one. */
async function readInto(gauge: Gauge, what: string, read: () => Promise<void>) {
  try {
    gauge.reset();
    await read();
  } catch (error) {
    gauge.reset();
    logFailure(`Reading the ${what} for /metrics failed`, error);
  }
}

/** Answers with the metrics for `Authorization: Bearer <token>`, 401 otherwise. */
export function serveMetrics(registry: Registry, token: string): RequestHandler {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  const expected = digest(token);
  return async (req, res, next) => {
    const given = /^Bearer (\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
    res.set("Cache-Control", "no-store");
    if (!timingSafeEqual(digest(given), expected)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"');
      res.type("text/plain").send("A valid METRICS_TOKEN is needed (Authorization: Bearer …).\n");
      return;
    }
    try {
      const body = await registry.metrics();
      res.set("Content-Type", registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
