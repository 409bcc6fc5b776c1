/**
 * The one rule for "the database is out of reach" (docs/decisions/167): a refused, dropped or
 * timed-out connection, a server shutting down or out of connections, a statement cancelled by
 * its timeout, a pool that gave up waiting, the embedded database closed. Such a failure is no
 * bug of the page: it is answered 503 with Retry-After and nobody keeps it (server/react-router.ts),
 * and its log lines are one per cause a minute (log.server.ts). Any other error (a bad query, a
 * broken constraint) is not an outage. Drivers wrap their errors, so the causes are read too.
 */

/** The operating system's words for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's: class 08 (connection exception), 53 (insufficient resources: too many
 * connections, out of memory), 57P01–57P03 (shut down, crashed, cannot connect now) and 57014
 * (query cancelled: statement_timeout).
 */
const SQLSTATE = /^(08...|53...|57P0[1-3]|57014)$/;

/** The errors node-postgres and PGlite raise without a code. */
const MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

function isOutageItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && MESSAGES.test(message);
}

export function isDatabaseOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if (isOutageItself(current)) return true;
    // Both addresses of `localhost` refused: an AggregateError holding each attempt.
    const errors = (current as { errors?: unknown }).errors;
    if (
      Array.isArray(errors) &&
      errors.some((e) => typeof e === "object" && e && isOutageItself(e))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
