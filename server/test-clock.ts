/**
 * The billing clock's test handle (docs/decisions/133): with TEST_CLOCK=on (browser tests only;
 * the configuration refuses it on a non-loopback SITE_URL) `POST /__test/clock` with a JSON body
 * `{ "offsetDays": 8 }` moves app/lib/clock.ts's clock that far ahead of real time (0: back), then
 * calls `onMoved` (the page cache is dropped and the billing scan queued), and answers the offset.
 * Only a loopback caller is served.
 */
import express, { type Express } from "express";
import { clockOffset, setClockOffset } from "~/lib/clock";

const DAY_MS = 86_400_000;
const MAX_OFFSET_DAYS = 3660;

export function mountTestClock(app: Express, onMoved: () => Promise<void>): void {
  app.post("/__test/clock", express.json({ limit: "1kb" }), async (req, res) => {
    const ip = req.socket.remoteAddress ?? "";
    if (!["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(ip)) {
      res.status(403).json({ error: "loopback callers only" });
      return;
    }
    const days = (req.body as { offsetDays?: unknown } | undefined)?.offsetDays;
    if (typeof days !== "number" || !Number.isFinite(days) || Math.abs(days) > MAX_OFFSET_DAYS) {
      res.status(400).json({ error: "offsetDays must be a number of days" });
      return;
    }
    setClockOffset(days * DAY_MS);
    await onMoved();
    res.json({ offsetMs: clockOffset() });
  });
}
