/**
 * One-click unsubscribe links (docs/decisions/052): `{subscriber id}.{HMAC-SHA-256 of the id}`,
 * signed with the server's secret (`linkSecret`). Nothing is stored: the link works for as long as
 * the row exists and the secret stays the same, so every mail to a subscriber can carry it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function sign(subscriberId: string, secret: string): string {
  // The purpose is part of what is signed, so no other signed value can pass for this one.
  return createHmac("sha256", secret).update(`unsubscribe:${subscriberId}`).digest("base64url");
}

export function createUnsubscribeToken(subscriberId: string, secret: string): string {
  return `${subscriberId}.${sign(subscriberId, secret)}`;
}

/** The subscriber id the token was made for, or null when it is malformed or not ours. */
export function readUnsubscribeToken(token: string, secret: string): string | null {
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0) return null;
  if (!UUID.test(id) || !SIGNATURE.test(signature)) return null;
  // Compared as text (both 43 characters), in constant time.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(id, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id;
}

/** A user id as better-auth makes them (and the tests do): letters, digits, `-` and `_`. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function signAlerts(userId: string, secret: string): string {
  return createHmac("sha256", secret).update(`unsubscribe-alerts:${userId}`).digest("base64url");
}

/**
 * The one-click link of alert e-mails (docs/decisions/170): `alerts-{user id}.{signature}`, signed
 * for another purpose than the update list's, so neither passes for the other.
 */
export function createAlertsUnsubscribeToken(userId: string, secret: string): string {
  return `alerts-${userId}.${signAlerts(userId, secret)}`;
}

/** The user id an alerts token was made for, or null. */
export function readAlertsUnsubscribeToken(token: string, secret: string): string | null {
  const match = /^alerts-([^.]+)\.([^.]+)$/.exec(token);
  const [, id, signature] = match ?? [];
  if (!id || !signature || !USER_ID.test(id) || !SIGNATURE.test(signature)) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signAlerts(id, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id;
}
