/**
 * Webhook signing secrets (docs/decisions/138): `whsec_` and the base64 of 32 random bytes, the
 * Standard Webhooks form. Signing needs the secret itself, so it cannot be stored hashed like a
 * password; it is stored sealed (AES-256-GCM) with a key derived from the server's secret
 * (AUTH_SECRET) by HKDF. A copy of the database alone does not sign anything; a changed
 * AUTH_SECRET leaves the stored secrets unreadable (the endpoint must be added again).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const PREFIX = "whsec_";
const VERSION = "v1";

export function newSigningSecret(): string {
  return `${PREFIX}${randomBytes(32).toString("base64")}`;
}

function keyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "sampletray", "webhook signing secrets", 32));
}

/** The secret as stored: `v1.<iv>.<ciphertext>.<tag>`, each base64url. */
export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret back, or null when it cannot be opened (another AUTH_SECRET sealed it). */
export function openSecret(stored: string, serverSecret: string): string | null {
  const [version, iv, sealed, tag] = stored.split(".");
  if (version !== VERSION || !iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyFrom(serverSecret),
      Buffer.from(iv, "base64url"),
    );
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
