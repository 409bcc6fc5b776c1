/**
 * What a review decision (claims, registrations) answers: done, or refused with a status and a
 * message the admin reads (and the field it is about, for the form). Refusals inside a
 * transaction are thrown as `ReviewRefusal` so that everything the transaction wrote rolls back.
 */

export type ReviewOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

export class ReviewRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get outcome(): ReviewOutcome {
    const { status, message, field } = this;
    return { ok: false, status, message, ...(field ? { field } : {}) };
  }
}

/** PostgreSQL's unique_violation, from postgres.js or PGlite, possibly wrapped by Drizzle. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = e as {
      code?: string;
      constraint?: string;
      constraint_name?: string;
    };
    if (code === "23505") return constraint ?? constraint_name ?? "";
  }
  return null;
}
