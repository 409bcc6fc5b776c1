/**
 * The form guard's tokens (docs/decisions/045): each public form carries a fresh idempotency key
 * and its render time signed with the app's secret, so a bot cannot forge an old render time and
 * a retried submission is recognised by its key.
 */

import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomUUID,
  timingSafeEqual,
} from "node:crypto";
import { type FormGuardToken, GUARD_FIELDS } from "~/lib/form-guard";
import { tryReadForm } from "~/lib/read-form.server";

/** A signed render time is accepted for this long (a form left open overnight must be reloaded). */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Render times this far in the future are accepted (clocks of several instances differ). */
const CLOCK_SKEW_MS = 60 * 1000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const STARTED_PATTERN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** The guard fields as submitted (empty strings when absent). */
export interface FormGuardInput {
  key: string;
  startedAt: string;
  honeypot: string;
}

// ---------------------------------------------------------------------------

/** The signing key derived from each secret (one per process in practice), made once. */
const signingKeys = new Map<string, KeyObject>();

function signature(secret: string, issuedAt: number, key: string): string {
  // A key of its own, so the form signature can never be mistaken for anything else signed.
  let signingKey = signingKeys.get(secret);
  if (!signingKey) {
    signingKey = createSecretKey(
      createHmac("sha256", secret).update("sampletray:form-guard:v1").digest(),
    );
    signingKeys.set(secret, signingKey);
  }
  return createHmac("sha256", signingKey).update(`${issuedAt}.${key}`).digest("base64url");
}

/** A fresh idempotency key and the current time signed with it (GET /api/form-guard). */
export function issueFormGuard(secret: string, now = Date.now()): FormGuardToken {
  const key = randomUUID();
  return { key, startedAt: `${now}.${signature(secret, now, key)}` };
}

/** The guard fields of a submitted body (a FormData or a plain object of form values). */
export function formGuardInput(source: FormData | Record<string, unknown>): FormGuardInput {
  const read = (name: string) => {
    const raw = source instanceof FormData ? source.get(name) : source[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    return typeof value === "string" ? value : "";
  };
  return {
    key: read(GUARD_FIELDS.key),
    startedAt: read(GUARD_FIELDS.startedAt),
    honeypot: read(GUARD_FIELDS.honeypot),
  };
}

/** Reads the guard fields without consuming the body (the form's own parser reads it after). */
export async function readFormGuard(request: Request): Promise<FormGuardInput> {
  return formGuardInput((await tryReadForm(request.clone())) ?? {});
}

type Verified = { ok: true; key: string; issuedAt: number } | { ok: false };

export function verifyFormGuard(secret: string, input: FormGuardInput, now = Date.now()): Verified {
  const match = STARTED_PATTERN.exec(input.startedAt);
  if (!KEY_PATTERN.test(input.key) || !match) return { ok: false };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt, input.key));
  const given = Buffer.from(match[2] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > TOKEN_MAX_AGE_MS) return { ok: false };
  return { ok: true, key: input.key, issuedAt };
}
