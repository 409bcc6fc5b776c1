/**
 * The operators' user list (/admin/users, docs/decisions/072): search by e-mail or name, paged in
 * SQL (newest first, keyset on created_at and id), with each user's admin flag, disabled state and
 * company memberships; granting and revoking admin rights, disabling and re-enabling. Each change
 * is one transaction with its audit entry. A change that could leave no admin locks every admin
 * row first (SELECT … FOR UPDATE), so two admins revoking each other at once cannot both succeed.
 */
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { isAdminSearch } from "~/lib/admin-search";
import { escapeLike } from "~/lib/like-pattern";
import { type Cursor, cursorFromUrl, defineKeyset } from "~/lib/page-cursor.server";
import { type AuditEntry, recordAudit } from "~/models/operations/audit-log.server";
import { listMemberships } from "~/models/suppliers/company-memberships.server";

export const USERS_PAGE_SIZE = 50;

export const LAST_ADMIN =
  "This is the last admin: grant admin rights to someone else before revoking these.";
export const LAST_ADMIN_DISABLE =
  "This is the last admin who can sign in: grant admin rights to someone else before disabling this account.";
export const LAST_ADMIN_DELETE =
  "You are the last admin: grant admin rights to someone else before deleting your account.";
export const CANNOT_DISABLE_SELF = "You cannot disable your own account.";
export const USER_NOT_FOUND = "This user no longer exists.";

/** Why a change to a user was refused: a message for the page, with its HTTP status. */
export class UserChangeError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

export interface UserFilters {
  q: string;
  after: Cursor | null;
}

/** Users newest first; their ids are better-auth's text, not UUIDs. */
const usersKeyset = defineKeyset({ at: users.createdAt, id: users.id, idShape: "text" });

export function userFiltersFromUrl(url: URL): UserFilters {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return { q, after: cursorFromUrl(url, "after", usersKeyset) };
}

/** What the console shows of a user and a change reads back. */
const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  isAdmin: users.isAdmin,
  disabledAt: users.disabledAt,
};

/** One page of users, newest first, each with their company memberships. */
export async function listUsers(db: Database, filters: UserFilters) {
  const conditions: SQL[] = [...usersKeyset.after(filters.after)];
  if (isAdminSearch(filters.q)) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${users.email}) like ${pattern} or lower(${users.displayName}) like ${pattern})`,
    );
  }
  const rows = await db
    .select({ ...USER_COLUMNS, createdAt: users.createdAt, ...usersKeyset.columns })
    .from(users)
    .where(and(...conditions))
    .orderBy(...usersKeyset.order)
    .limit(USERS_PAGE_SIZE + 1);
  const page = usersKeyset.page(rows, USERS_PAGE_SIZE);
  const memberships = await listMemberships(
    db,
    page.rows.map((u) => u.id),
  );
  return {
    users: page.rows.map((user) => ({
      ...user,
      memberships: memberships
        .filter((m) => m.userId === user.id)
        .map((m) => ({ companyId: m.id, companyName: m.name, role: m.role })),
    })),
    nextAfter: page.next,
  };
}

async function lockUser(tx: Database, userId: string) {
  // better-auth's ids are not UUIDs; anything too long or odd simply matches no row.
  const [user] = await tx
    .select(USER_COLUMNS)
    .from(users)
    .where(eq(users.id, userId.slice(0, 200)))
    .for("update");
  if (!user) throw new UserChangeError(USER_NOT_FOUND, 404);
  return user;
}

/**
 * Locks every admin row (in one order, so two changes cannot deadlock) and returns the admins who
 * can sign in: an admin who is disabled does not count towards "there is always a usable admin".
 */
async function lockAdmins(tx: Database): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .for("update");
  return admins.filter((admin) => !admin.disabledAt).map((admin) => admin.id);
}

/**
 * In a transaction about to remove `userId` (deleting their own account): locks the admin rows and
 * refuses (409) when they are the last admin who can sign in, as revoking and disabling do.
 */
export async function refuseLastAdminLeaving(tx: Database, userId: string): Promise<void> {
  const usableAdmins = await lockAdmins(tx);
  if (usableAdmins.includes(userId) && usableAdmins.length === 1) {
    throw new UserChangeError(LAST_ADMIN_DELETE, 409);
  }
}

/**
 * Grants or revokes a user's admin rights (`actorId` null: the `npm run admin` script). Revoking
 * the last admin is refused: the admin rows are locked first, so of two admins revoking each other
 * at once the second sees the first's change and is refused. Returns the user's name (or e-mail)
 * for the page's message, or null when nothing changed.
 */
export async function setAdminRights(
  db: Database,
  change: { actorId: string | null; userId: string; isAdmin: boolean },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const usableAdmins = await lockAdmins(tx);
    const user = await lockUser(tx, change.userId);
    if (user.isAdmin === change.isAdmin) return null;
    const usableAfter = usableAdmins.filter((id) => id !== user.id);
    if (!change.isAdmin && usableAfter.length === 0) throw new UserChangeError(LAST_ADMIN, 409);
    await tx.update(users).set({ isAdmin: change.isAdmin }).where(eq(users.id, user.id));
    return auditUserChange(tx, change.actorId, user, {
      action: change.isAdmin ? "user.admin_granted" : "user.admin_revoked",
      changes: { isAdmin: { from: user.isAdmin, to: change.isAdmin } },
    });
  });
}

/** Writes a user change's audit entry; returns the user's name (or e-mail) for the message. */
async function auditUserChange(
  tx: Database,
  actorId: string | null,
  user: { id: string; displayName: string; email: string },
  entry: Required<Pick<AuditEntry, "action" | "changes">>,
): Promise<string> {
  await recordAudit(tx, {
    actorId,
    entityType: "user",
    entityId: user.id,
    entityLabel: user.displayName,
    ...entry,
  });
  return user.displayName || user.email;
}

/**
 * Disables a user (they cannot sign in, and every session of theirs ends at once) or enables them
 * again. An admin cannot disable themselves. Returns the user's name (or e-mail), or null when
 * nothing changed.
 */
export async function setUserDisabled(
  db: Database,
  change: { actorId: string; userId: string; isDisabled: boolean },
): Promise<string | null> {
  if (change.isDisabled && change.actorId === change.userId) {
    throw new UserChangeError(CANNOT_DISABLE_SELF, 409);
  }
  return db.transaction(async (tx) => {
    const usableAdmins = await lockAdmins(tx);
    const user = await lockUser(tx, change.userId);
    if (Boolean(user.disabledAt) === change.isDisabled) return null;
    if (change.isDisabled && usableAdmins.every((id) => id === user.id)) {
      throw new UserChangeError(LAST_ADMIN_DISABLE, 409);
    }
    const disabledAt = change.isDisabled ? new Date() : null;
    await tx
      .update(users)
      .set({ disabledAt })
      .where(
        and(
          eq(users.id, user.id),
          change.isDisabled ? isNull(users.disabledAt) : isNotNull(users.disabledAt),
        ),
      );
    if (change.isDisabled) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return auditUserChange(tx, change.actorId, user, {
      action: change.isDisabled ? "user.disabled" : "user.enabled",
      changes: {
        disabledAt: {
          from: user.disabledAt?.toISOString() ?? null,
          to: disabledAt?.toISOString() ?? null,
        },
      },
    });
  });
}
