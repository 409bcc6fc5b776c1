import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { FORM_EXPIRED } from "~/lib/form-guard";
import { refused } from "./form-limits.server";

/** The public forms that store what a visitor sends (their names key limits and submissions). */
export type PublicForm = "sample-request" | "subscribe" | "claim" | "registration";

/** Kept longer than a token lives, so a replayed token always finds its submission. */
export const SUBMISSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export type GuardOutcome = "stored" | "replayed" | "duplicate" | "trapped";

export type Guarded<R> =
  | { ok: true; outcome: GuardOutcome; reply: R & { alreadyReceived?: boolean } }
  | { ok: false; status: 400 | 429; message: string; headers: Record<string, string> };

export async function findSubmission(db: Database, form: PublicForm, key: string) {
  const [row] = await db
    .select({ response: formSubmissions.response, fingerprint: formSubmissions.fingerprint })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.form, form), eq(formSubmissions.key, key)));
  return row ?? null;
}

/**
 * The answer to a submission whose key was used before: the first answer when it is the same
 * request; when the key comes back with another request (a form whose page did not reload after
 * an accepted submission), a refusal asking for a reload, so that request is neither dropped
 * silently nor answered with another request's confirmation.
 */
export function replay<R>(
  earlier: { response: Record<string, unknown> | null; fingerprint: string | null },
  fingerprint: string | null,
): Guarded<R> | null {
  if (!earlier.response) return null;
  if (fingerprint && earlier.fingerprint && fingerprint !== earlier.fingerprint) {
    return refused(400, FORM_EXPIRED);
  }
  return {
    ok: true,
    outcome: "replayed",
    reply: earlier.response as R & { alreadyReceived?: boolean },
  };
}

/** Deletes submission records past SUBMISSION_RETENTION_MS; returns how many. */
export async function purgeFormSubmissions(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(formSubmissions)
    .where(sql`${formSubmissions.createdAt} < ${new Date(now - SUBMISSION_RETENTION_MS)}`)
    .returning({ key: formSubmissions.key });
  return deleted.length;
}
