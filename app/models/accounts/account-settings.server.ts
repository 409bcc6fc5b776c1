/**
 * What /account/settings reads and records (docs/decisions/131): the user's live sessions, whether
 * an address already has an account, and the audit entries of the account's own changes. The
 * changes themselves (password, address, signing out other sessions) go through better-auth's
 * API in the route; the entries hold ids only, never an address.
 */
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, sessions, users } from "~/db/schema";
import { describeUserAgent } from "~/lib/user-agent";
import { recordAudit } from "~/models/operations/audit-log.server";

/** The account's own changes the audit log records. */
export type AccountEvent = "user.other_sessions_revoked" | "user.data_downloaded";

export async function recordAccountEvent(
  db: Database,
  userId: string,
  action: AccountEvent,
): Promise<void> {
  await recordAudit(db, { actorId: userId, action, entityType: "user", entityId: userId });
}

export interface AccountSession {
  id: string;
  device: string;
  createdAt: Date;
  lastActiveAt: Date;
  isCurrent: boolean;
}

/** The user's sessions that have not expired, oldest first; `currentId` is this request's. */
export async function listAccountSessions(
  db: Database,
  userId: string,
  currentId: string | null,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    createdAt: row.createdAt,
    lastActiveAt: row.updatedAt,
    isCurrent: row.id === currentId,
  }));
}

/** Whether another account has this address (compared as stored: trimmed, lower-cased). */
export async function isEmailTaken(db: Database, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user can sign in with a password (Google-only accounts have none). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return row !== undefined;
}

/**
 * The account a change-of-address link moves and when the link was signed (better-auth's signed
 * token; its signature is checked when the link is used), or null for any other link, e.g. a plain
 * address check.
 */
export function changeOfAddressIn(token: string): { userId: string; issuedAt: Date } | null {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    );
    const isChange = payload?.requestType === "change-email-verification" && payload.updateTo;
    if (!isChange || typeof payload.userId !== "string") return null;
    // better-auth always signs `iat`; without one, any undo of the account revokes the link.
    const issuedAt = new Date(typeof payload.iat === "number" ? payload.iat * 1000 : 0);
    return { userId: payload.userId, issuedAt };
  } catch {
    return null;
  }
}

/** The account's address as stored, or null when there is no such account. */
export async function findAccountEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
