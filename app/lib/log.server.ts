/**
 * Logging a failure without personal data. Database errors must not be logged by their message:
 * Drizzle's messages carry the failed query's parameters (e-mails, names, addresses). Nothing that
 * a visitor typed, and no URL with its query, goes to the log (docs/decisions/042).
 */

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

export function logFailure(what: string, error: unknown, options: { withStack?: boolean } = {}) {
  const frames = options.withStack ? stackFrames(error) : "";
  console.error(`${what}: ${describeError(error)}${frames ? `\n${frames}` : ""}`);
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
 * along (the failed query, the submitted user) are dropped.
 */
export function logLibraryMessage(
  source: string,
  level: LibraryLevel,
  message: string,
  args: unknown[],
): void {
  const errors = args
    .filter(
      (arg) => arg instanceof Error || (typeof arg === "object" && arg !== null && "code" in arg),
    )
    .map(describeError);
  const line = `[${source}] ${level.toUpperCase()}: ${redactEmails(message)}${
    errors.length > 0 ? ` (${errors.join(", ")})` : ""
  }`;
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
