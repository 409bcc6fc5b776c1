/**
 * The server's structured log (pino, one JSON object a line on standard output; docs/metrics.md)
 * and logging a failure without personal data. Database errors must not be logged by their
 * message: Drizzle's messages carry the failed query's parameters (e-mails, names, addresses).
 * Nothing that a visitor typed, and no URL with its query, goes to the log (docs/decisions/042,
 * 125). A failure logged while a request is served carries that request's id.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type DestinationStream, type Level, type LevelWithSilent, pino } from "pino";
import { isDatabaseOutage } from "./database-outage";
import { repeatThrottle } from "./repeat-throttle";

/** Where log lines go: standard output through `process.stdout.write` (the tests' guard reads it). */
let destination: DestinationStream = process.stdout;

export const logger = pino(
  {
    level: process.env.NODE_ENV === "test" ? "warn" : "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  { write: (line: string) => destination.write(line) },
);

/** LOG_LEVEL, or info (warn under test, which keeps the tests' output quiet). */
export function setLogLevel(level: LevelWithSilent | undefined): void {
  logger.level = level ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
}

/** Sends the log lines elsewhere (tests read them); returns what puts the old place back. */
export function setLogDestination(stream: DestinationStream): () => void {
  const previous = destination;
  destination = stream;
  return () => {
    destination = previous;
  };
}

const requestIds = new AsyncLocalStorage<string>();

/** Runs `fn` as part of the request `id`: what it logs carries the id. */
export function withRequestId<T>(id: string, fn: () => T): T {
  return requestIds.run(id, fn);
}

/** The id of the request being served, if any (for a log line). */
function requestBinding(): { reqId?: string } {
  const reqId = requestIds.getStore();
  return reqId ? { reqId } : {};
}

/** The error's class and, for database errors, the PostgreSQL error code (e.g. "23505"). */
export function describeError(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const code =
    (cause as { code?: unknown } | null)?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? `${name} (code ${code})` : name;
}

/** The stack's frames (file and line) without its first line, which repeats the message. */
export function stackFrames(error: unknown): string {
  if (!(error instanceof Error) || !error.stack) return "";
  return error.stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.replace(/\(file:\/\/[^)]*?\/(app|server|build|node_modules)\//, "($1/"))
    .join("\n");
}

const outageThrottle = repeatThrottle();

/**
 * A database outage (database-outage.ts) fails every request alike, so what it makes fail is
 * logged once per place (`what`) and cause a minute (decision 167): null to leave this one out,
 * else how many were left out since (0 for any other failure, always logged).
 */
function outageRepeats(what: string, errors: unknown[]): number | null {
  const outage = errors.find(isDatabaseOutage);
  return outage === undefined ? 0 : outageThrottle(`${what}\u0000${describeError(outage)}`);
}

/**
 * Logs a failure: its class and code, the request's id, the stack's frames if asked; an outage's
 * once a minute per place and cause, with how many were left out (`repeated`).
 */
export function logFailure(what: string, error: unknown, options: { withStack?: boolean } = {}) {
  const described = describeError(error);
  const repeated = outageRepeats(what, [error]);
  if (repeated === null) return;
  const frames = options.withStack ? stackFrames(error) : "";
  logger.error(
    {
      ...requestBinding(),
      error: described,
      ...(frames ? { stack: frames } : {}),
      ...(repeated > 0 ? { repeated } : {}),
    },
    what,
  );
}

const EMAIL_ADDRESS = /[^\s@<>"'`(),;:[\]]+@[^\s@<>"'`(),;:[\]]+\.[a-z]{2,}/gi;

/** Replaces anything that looks like an e-mail address. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[e-mail]");
}

type LibraryLevel = "debug" | "info" | "warn" | "error";

/**
 * A library's log call (better-auth's logger): its message with e-mail addresses removed, and of
 * its extra arguments only the class and database code of errors. Objects and strings passed
 * along (the failed query, the submitted user) are dropped. An outage's, once a minute.
 */
export function logLibraryMessage(
  source: string,
  level: LibraryLevel,
  message: string,
  args: unknown[],
): void {
  const repeated = outageRepeats(`${source}: ${message}`, args);
  if (repeated === null) return;
  const errors = args
    .filter(
      (arg) => arg instanceof Error || (typeof arg === "object" && arg !== null && "code" in arg),
    )
    .map(describeError);
  const fields = {
    ...requestBinding(),
    source,
    ...(errors.length > 0 ? { errors } : {}),
    ...(repeated > 0 ? { repeated } : {}),
  };
  logger[level satisfies Level](fields, redactEmails(message));
}
