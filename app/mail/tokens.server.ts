/**
 * Tokens in e-mailed links (docs/decisions/051): 32 random bytes, base64url in the link, only
 * their SHA-256 stored, so a database reader cannot follow anyone's link.
 */
import { createHash, randomBytes } from "node:crypto";

export interface LinkToken {
  /** What goes into the link. */
  token: string;
  /** What is stored (hex SHA-256 of the token). */
  hash: string;
}

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A link token's shape: 43 base64url characters. Anything else is not looked up. */
export function isLinkToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
