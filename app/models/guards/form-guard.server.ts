/**
 * Anti-automation and idempotency for every public form that stores what a visitor sends
 * (docs/decisions/045). Each action parses its input, then hands the guard fields and a `store`
 * function to `guardSubmission`, which:
 *
 * 1. refuses guard fields that are forged, malformed or over a day old (400); a form sent without
 *    them (JavaScript off) has no fill-time proof and gets a key made here (step 5 is skipped);
 * 2. answers a retry of an accepted submission (same form and idempotency key) with the answer the
 *    visitor saw the first time, storing nothing and counting nothing;
 * 3. counts the submission against per-IP and per-e-mail limits in the database (429 with
 *    Retry-After), one per lead it would create;
 * 4. answers a filled honeypot as if accepted, without storing anything;
 * 5. refuses a form submitted sooner than FORM_MIN_FILL_SECONDS after its start time (400);
 * 6. in one transaction: claims the key (a concurrent retry waits here for the first to commit and
 *    then gets its answer), answers a duplicate (same fingerprint within the window) with the
 *    earlier answer marked `alreadyReceived`, or calls `store` and keeps its answer with the key.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import type { Env } from "~/env.server";
import { FORM_EXPIRED, SUBMITTED_TOO_FAST } from "~/lib/form-guard";
import { type FormGuardInput, verifyFormGuard } from "./form-guard-token.server";
import { hitFormLimits, type LimitContext, refused } from "./form-limits.server";
import { findSubmission, type Guarded, type PublicForm, replay } from "./form-submissions.server";

export type GuardSettings = Pick<
  Env,
  | "FORM_MIN_FILL_SECONDS"
  | "FORM_RATE_LIMIT_WINDOW_SECONDS"
  | "FORM_RATE_LIMIT_IP_MAX"
  | "FORM_RATE_LIMIT_EMAIL_MAX"
  | "FORM_DUPLICATE_WINDOW_SECONDS"
  | "EVENTS_RATE_LIMIT_IP_MAX"
>;

/** What the guard needs from the app context. */
export interface GuardContext extends LimitContext {
  env: GuardSettings;
  /** The app's secret (AUTH_SECRET or the generated one); the signing key is derived from it. */
  secret: string;
}

export function guardContext(app: Pick<AppContext, "db" | "env" | "clientIp" | "auth">) {
  return {
    db: app.db,
    env: app.env,
    clientIp: app.clientIp,
    secret: app.auth.options.secret,
  } satisfies GuardContext;
}

// ---------------------------------------------------------------------------
// Submissions
// ---------------------------------------------------------------------------

export interface GuardedSubmission<R> {
  form: PublicForm;
  guard: FormGuardInput;
  /** The visitor's e-mail address, when the form has one (its own limit). */
  email?: string | null | undefined;
  /** How many leads (rows) the submission creates; counted against the limits. Default 1. */
  leads?: number;
  /**
   * What makes two submissions the same request (e.g. e-mail, company, products); repeated
   * within FORM_DUPLICATE_WINDOW_SECONDS it is answered with the first answer. Null: no check.
   */
  fingerprint?: readonly unknown[] | null;
  /**
   * False: the fingerprint only tells a retry from another request under the same key, and a
   * repeat is stored again (e.g. subscribing, which is harmless to repeat). Default true.
   */
  suppressDuplicates?: boolean;
  /**
   * Stores the submission in the given transaction; its answer must be plain JSON. `key` is the
   * submission's idempotency key (a sample request keeps it as its submission id, so a lead links
   * to this row and to the duplicates that repeated it: docs/decisions/090).
   */
  store: (tx: Database, key: string) => Promise<R>;
  now?: number;
}

/** A plain-JSON copy, so a first answer and its replay are the same value. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

class RollbackTrap<R> extends Error {
  constructor(readonly reply: R) {
    super("honeypot submission rolled back");
  }
}

/** The fingerprint as a fixed-length hash: the e-mail it may contain is never stored. */
function fingerprintHash(form: PublicForm, parts: readonly unknown[]): string {
  return createHash("sha256")
    .update(JSON.stringify([form, ...parts]))
    .digest("base64url");
}

/**
 * The submission's key and signed start time; null when they are forged, malformed or too old.
 * A form whose script never ran (JavaScript off, or its token not fetched yet) sends both fields
 * empty: it is answered without a fill-time check, under a key made here, so only the honeypot,
 * the limits and the duplicates window apply to it (docs/decisions/104).
 */
function fillTimeProof(
  secret: string,
  guard: GuardedSubmission<object>["guard"],
  now: number,
): { key: string; issuedAt: number | null } | null {
  if (guard.key === "" && guard.startedAt === "") return { key: randomUUID(), issuedAt: null };
  const verified = verifyFormGuard(secret, guard, now);
  return verified.ok ? verified : null;
}

export async function guardSubmission<R extends object>(
  app: GuardContext,
  submission: GuardedSubmission<R>,
): Promise<Guarded<R>> {
  const { db, env } = app;
  const { form, store } = submission;
  const now = submission.now ?? Date.now();
  const proof = fillTimeProof(app.secret, submission.guard, now);
  if (!proof) return refused(400, FORM_EXPIRED);
  const { key } = proof;
  const fingerprint = submission.fingerprint ? fingerprintHash(form, submission.fingerprint) : null;

  const earlier = await findSubmission(db, form, key);
  const replayed = earlier && replay<R>(earlier, fingerprint);
  if (replayed) return replayed;

  const limited = await hitFormLimits(app, form, {
    email: submission.email ?? null,
    leads: Math.max(1, submission.leads ?? 1),
    now,
  });
  if (limited) return limited;

  if (submission.guard.honeypot !== "") {
    // Answer exactly as if accepted (the real answer, computed and then rolled back).
    try {
      await db.transaction(async (tx) => {
        throw new RollbackTrap(asJson(await store(tx, key)));
      });
    } catch (error) {
      if (error instanceof RollbackTrap) {
        return { ok: true, outcome: "trapped", reply: error.reply as R };
      }
      throw error;
    }
  }

  if (proof.issuedAt !== null && now - proof.issuedAt < env.FORM_MIN_FILL_SECONDS * 1000) {
    return refused(400, SUBMITTED_TOO_FAST);
  }

  return db.transaction(async (tx): Promise<Guarded<R>> => {
    // Claims the key. A concurrent request with the same key waits on the primary key until this
    // transaction ends; then it inserts nothing and reads the committed answer below.
    const claimed = await tx
      .insert(formSubmissions)
      .values({ form, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: formSubmissions.key });
    if (claimed.length === 0) {
      const first = await findSubmission(tx, form, key);
      const answer = first && replay<R>(first, fingerprint);
      if (!answer) throw new Error("Form submission key is taken but has no answer");
      return answer;
    }

    const suppressDuplicates = submission.suppressDuplicates ?? true;
    if (fingerprint && suppressDuplicates && env.FORM_DUPLICATE_WINDOW_SECONDS > 0) {
      // Two submissions of the same request with different keys take turns here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`);
      const [original] = await tx
        .select({ response: formSubmissions.response })
        .from(formSubmissions)
        .where(
          and(
            eq(formSubmissions.form, form),
            eq(formSubmissions.fingerprint, fingerprint),
            eq(formSubmissions.isDuplicate, false),
            sql`${formSubmissions.key} <> ${key}`,
            sql`${formSubmissions.response} is not null`,
            sql`${formSubmissions.createdAt} > now() - make_interval(secs => ${env.FORM_DUPLICATE_WINDOW_SECONDS})`,
          ),
        )
        .orderBy(formSubmissions.createdAt)
        .limit(1);
      if (original?.response) {
        const reply = { ...(original.response as R), alreadyReceived: true };
        await tx
          .update(formSubmissions)
          .set({ response: reply, isDuplicate: true })
          .where(and(eq(formSubmissions.form, form), eq(formSubmissions.key, key)));
        return { ok: true, outcome: "duplicate", reply };
      }
    }

    const reply = asJson(await store(tx, key));
    await tx
      .update(formSubmissions)
      .set({ response: reply as Record<string, unknown> })
      .where(and(eq(formSubmissions.form, form), eq(formSubmissions.key, key)));
    return { ok: true, outcome: "stored", reply };
  });
}
