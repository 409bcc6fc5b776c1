/**
 * Logging a failure without personal data. Database errors must not be logged by their message:
 * Drizzle's messages carry the failed query's parameters (e-mails, names, addresses).
 */

/** The error's class and, for database errors, the PostgreSQL error code (e.g. "23505"). */
export function describeError(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const code =
    (cause as { code?: unknown } | null)?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? `${name} (code ${code})` : name;
}

export function logFailure(what: string, error: unknown): void {
  console.error(`${what}: ${describeError(error)}`);
}
