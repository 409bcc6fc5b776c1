/**
 * The instance's analytics counter (docs/decisions/164): page views, product views and the
 * browser's events are counted in memory, once per visitor, day and what they name, and written
 * in one statement every ANALYTICS_FLUSH_SECONDS, when ANALYTICS_BUFFER_MAX are waiting, and at
 * shutdown. No request waits for the database, and a flood from one visitor is one row.
 *
 * The visitor is a keyed hash (HMAC with a key derived from the server's secret and the day) of
 * the IP address, the browser's User-Agent and the event: it changes every day and from one
 * company to the next, and names no one without the secret. The table's unique key on it keeps
 * the rule across instances and flushes.
 */
import { createHmac } from "node:crypto";
import type { Database } from "~/db/client.server";
import { logFailure, logger } from "~/lib/log.server";
import { type CountedEvent, type EventRow, insertCountedEvents } from "./analytics-event.server";

/** Who sent a request, as far as counting needs: never stored. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

export interface AnalyticsCounterOptions {
  /** The server's secret (AUTH_SECRET): the visit keys are keyed with it. */
  secret: string;
  /** Counted events held before a flush is started early (ANALYTICS_BUFFER_MAX). */
  maxEntries: number;
  now?: () => Date;
}

export class AnalyticsCounter {
  private buffer = new Map<string, CountedEvent>();
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private dayKey: { day: string; key: Buffer } | null = null;
  /** Events not counted since the last flush because the buffer was full. */
  private dropped = 0;

  constructor(
    private readonly db: Database,
    private readonly options: AnalyticsCounterOptions,
  ) {}

  /** Events waiting for the next flush. */
  get size(): number {
    return this.buffer.size;
  }

  /** Counts each row once per visitor and day (UTC); a repeat changes nothing. */
  count(rows: readonly EventRow[], visitor: Visitor): void {
    const at = this.options.now?.() ?? new Date();
    const key = this.keyOf(at.toISOString().slice(0, 10));
    for (const row of rows) {
      const visitKey = createHmac("sha256", key)
        .update(
          [visitor.ip, visitor.userAgent, row.name, row.companyId, row.contentType, row.contentId]
            .map((part) => part ?? "")
            .join("\u0000"),
        )
        .digest("base64url");
      if (this.buffer.has(visitKey)) continue;
      if (this.buffer.size >= this.options.maxEntries) {
        this.dropped++;
        continue;
      }
      this.buffer.set(visitKey, { ...row, occurredAt: at, visitKey });
    }
    if (this.buffer.size >= this.options.maxEntries) void this.flush();
  }

  /**
   * Writes what is waiting, in one statement, after any flush already under way. A failure is
   * logged and its events wait for the next flush (as many as the buffer has room for).
   */
  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight;
    if (this.dropped > 0) {
      logger.warn(`Analytics: ${this.dropped} event(s) not counted, the buffer was full`);
      this.dropped = 0;
    }
    if (this.buffer.size === 0) return;
    const batch = this.buffer;
    this.buffer = new Map();
    this.inFlight = insertCountedEvents(this.db, [...batch.values()])
      .then(
        () => {},
        (error: unknown) => {
          logFailure("Writing the analytics events failed", error);
          for (const [key, event] of batch) {
            if (this.buffer.size >= this.options.maxEntries) break;
            if (!this.buffer.has(key)) this.buffer.set(key, event);
          }
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
  }

  /** Flushes every `seconds` from now on (the timer keeps no process alive). */
  start(seconds: number): void {
    this.timer ??= setInterval(() => void this.flush(), seconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer and writes what is waiting (the server's shutdown, before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** The day's key: the secret's HMAC of the day, so yesterday's visitor is not today's. */
  private keyOf(day: string): Buffer {
    if (this.dayKey?.day !== day) {
      const key = createHmac("sha256", this.options.secret)
        .update(`sampletray:analytics-visit:v1:${day}`)
        .digest();
      this.dayKey = { day, key };
    }
    return this.dayKey.key;
  }
}
