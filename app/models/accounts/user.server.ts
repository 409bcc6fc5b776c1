/**
 * Who is asking: the signed-in user from the session cookie, and the guards: the console's layout
 * (app/routes/admin/layout.tsx) lets admins in with requireAdmin and hands its pages the admin
 * (getAdmin, docs/decisions/108); other pages ask for the user they need.
 */
import { eq, sql } from "drizzle-orm";
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { VERIFY_EMAIL_FIRST } from "~/lib/http-errors";
import { loginPath } from "~/lib/safe-redirect";
import { hasSessionCookie } from "~/lib/session-cookie.server";
import { setAdminRights } from "./admin-users.server";

export const ACCESS_DENIED_MESSAGE =
  "You don't have permission to access this page. Admin privileges are required.";

export { VERIFY_EMAIL_FIRST };

export interface SessionUser {
  id: string;
  email: string;
  /** The address was confirmed (link in the e-mail, a reset link, or Google said so). */
  isEmailVerified: boolean;
  displayName: string;
  photoUrl: string | null;
  isAdmin: boolean;
}

type Context = Readonly<RouterContextProvider>;

// One session lookup per request, however many loaders ask.
const sessionCache = new WeakMap<object, Promise<SessionUser | null>>();

export function getUser(request: Request, context: Context): Promise<SessionUser | null> {
  let pending = sessionCache.get(context);
  if (!pending) {
    pending = lookUpUser(request, context);
    sessionCache.set(context, pending);
  }
  return pending;
}

async function lookUpUser(request: Request, context: Context): Promise<SessionUser | null> {
  // No session cookie, no session: better-auth is not asked (an anonymous page the page cache
  // does not hold, such as a new search, then costs nothing here).
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  const { auth } = getAppContext(context);
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    isEmailVerified: user.emailVerified === true,
    displayName: user.name,
    photoUrl: user.image ?? null,
    isAdmin: user.isAdmin === true,
  };
}

/** The signed-in user, or a redirect to /login that brings them back here afterwards. */
export async function requireUser(request: Request, context: Context): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw redirect(loginPath(new URL(request.url)));
  return user;
}

/** The signed-in admin; signed out → /login, signed in without rights → 403 Access Denied. */
export async function requireAdmin(request: Request, context: Context): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw data(ACCESS_DENIED_MESSAGE, { status: 403 });
  return user;
}

/** The admin the console's layout let in: it sets this, its pages read it with getAdmin. */
export const adminContext = createContext<SessionUser>();

/**
 * The admin the console's layout let in. Throws outside the console (no layout, no admin), so a
 * console loader or action cannot run without the layout's check.
 */
export function getAdmin(context: Context): SessionUser {
  return context.get(adminContext);
}

/**
 * The signed-in user whose address is confirmed: what owner actions (claiming a company, running
 * its page) will ask for. Signed out → /login; unverified → 403 with a way forward.
 */
export async function requireVerifiedUser(
  request: Request,
  context: Context,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isEmailVerified) throw data(VERIFY_EMAIL_FIRST, { status: 403 });
  return user;
}

/** The account area's user (/account/…, docs/decisions/126): its layout sets it, its pages read it. */
export const accountUserContext = createContext<SessionUser>();

/** The signed-in, confirmed user the account layout let in; throws outside the account area. */
export function getAccountUser(context: Context): SessionUser {
  return context.get(accountUserContext);
}

/**
 * Grants or revokes admin rights by e-mail (the `npm run admin` script): audited, and the last
 * admin's rights are not revoked (throws `UserChangeError`). False when no user has that address.
 */
export async function setAdmin(db: Database, email: string, isAdmin: boolean): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) return false;
  await setAdminRights(db, { actorId: null, userId: user.id, isAdmin });
  return true;
}
