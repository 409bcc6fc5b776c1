/**
 * A company's API keys (docs/decisions/136): created with a name and a scope and shown once;
 * only the SHA-256 of the secret part is stored, found by the key's non-secret prefix and
 * compared in constant time. Revoking keeps the row (listed as revoked). Creating and revoking
 * are audited in the same transaction.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apiKeys } from "~/db/schema";
import { API_KEY_PATTERN, type ApiKeyScope, listedPrefix } from "~/lib/api-keys";
import { type Cursor, cursorFromUrl, defineKeyset } from "~/lib/page-cursor.server";
import { isUuid } from "~/lib/uuid";
import { recordAudit } from "~/models/operations/audit-log.server";

/** The key's last use is written at most this often (one small update a minute per key). */
export const LAST_USED_PRECISION_SECONDS = 60;

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export interface ApiKeyOwner {
  id: string;
  companyId: string;
  scope: ApiKeyScope;
  createdBy: string | null;
}

/** Makes a key for the company and returns it in full: the only time it exists outside. */
export async function createApiKey(
  db: Database,
  input: { companyId: string; name: string; scope: ApiKeyScope; createdBy: string },
): Promise<{ id: string; key: string }> {
  const prefix = randomBytes(6).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ ...input, prefix, secretHash: hashSecret(secret) })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error("API key was not stored");
    await recordAudit(tx, {
      actorId: input.createdBy,
      action: "api_key.created",
      entityType: "api_key",
      entityId: row.id,
      entityLabel: `${input.name} (${listedPrefix(prefix)})`,
      companyId: input.companyId,
      changes: { scope: { from: null, to: input.scope } },
    });
    return { id: row.id, key: `${listedPrefix(prefix)}_${secret}` };
  });
}

/** Keys on one page of the Integrations tab. */
export const API_KEYS_PER_PAGE = 20;

const apiKeysKeyset = defineKeyset({ at: apiKeys.createdAt, id: apiKeys.id, idShape: "uuid" });

/**
 * A page of the company's keys, newest first, after `after` (the shared cursor module's cursor of
 * the previous page's last key; a cursor that is not one is a 400 "This page link is out of date").
 */
export async function listApiKeys(db: Database, companyId: string, after: Cursor | null = null) {
  const keys = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scope: apiKeys.scope,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      ...apiKeysKeyset.columns,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), ...apiKeysKeyset.after(after)))
    .orderBy(...apiKeysKeyset.order)
    .limit(API_KEYS_PER_PAGE + 1);
  const page = apiKeysKeyset.page(keys, API_KEYS_PER_PAGE);
  return {
    keys: page.rows,
    total: await db.$count(apiKeys, eq(apiKeys.companyId, companyId)),
    nextAfter: page.next,
    isFirstPage: after === null,
  };
}

/** The cursor of the Integrations page's URL (`after`), or null on the first page. */
export function apiKeysCursor(url: URL): Cursor | null {
  return cursorFromUrl(url, "after", apiKeysKeyset);
}

/** Revokes one of the company's live keys (audited); false when there is no such live key. */
export async function revokeApiKey(
  db: Database,
  companyId: string,
  keyId: string,
  actorId: string,
): Promise<boolean> {
  if (!isUuid(keyId)) return false;
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)),
      )
      .returning({ name: apiKeys.name, prefix: apiKeys.prefix });
    if (!revoked) return false;
    await recordAudit(tx, {
      actorId,
      action: "api_key.revoked",
      entityType: "api_key",
      entityId: keyId,
      entityLabel: `${revoked.name} (${listedPrefix(revoked.prefix)})`,
      companyId,
    });
    return true;
  });
}

/**
 * The live key a Bearer token names, or null (malformed, unknown, wrong secret, revoked). Its
 * last use is noted when the stored one is older than a minute.
 */
export async function authenticateApiKey(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ApiKeyOwner | null> {
  const match = API_KEY_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      scope: apiKeys.scope,
      createdBy: apiKeys.createdBy,
      secretHash: apiKeys.secretHash,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.prefix, match[1]), isNull(apiKeys.revokedAt)));
  const given = Buffer.from(hashSecret(match[2]));
  if (!row || !timingSafeEqual(given, Buffer.from(row.secretHash))) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_SECONDS * 1000);
  if (!row.lastUsedAt || row.lastUsedAt < staleBefore) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore)),
        ),
      );
  }
  return {
    id: row.id,
    companyId: row.companyId,
    scope: row.scope as ApiKeyScope,
    createdBy: row.createdBy,
  };
}
