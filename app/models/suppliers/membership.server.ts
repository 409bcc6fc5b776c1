/**
 * Who belongs to which company (docs/decisions/060-ownership-model.md): memberships and the
 * access check the workspace's layout runs for all its pages (docs/decisions/108). Admins may
 * open any company's workspace; everyone else only their own companies'.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { createContext, data, type RouterContextProvider } from "react-router";
import { getAppContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { companies, companyMembers } from "~/db/schema";
import type { CompanyRole } from "~/lib/suppliers";
import { requireUser, type SessionUser } from "~/models/accounts/user.server";
import { listMemberships } from "~/models/suppliers/company-memberships.server";

export const NO_COMPANY_ACCESS =
  "You don't have access to this company. Only its team members and SampleTray admins do.";

export const OWNERS_ONLY = "Only the company's owners can do this.";

type Context = Readonly<RouterContextProvider>;

export interface WorkspaceCompany {
  id: string;
  name: string;
  logo: string | null;
}

/** What the guard found: the user, the company, and their role there ("admin" for operators). */
export interface CompanyAccess {
  user: SessionUser;
  company: WorkspaceCompany;
  role: CompanyRole | "admin";
}

/** The companies a user belongs to, by name, with their role in each. */
export function listUserCompanies(db: Database, userId: string) {
  return listMemberships(db, [userId]);
}

/** Whether the user belongs to any company (the header's link to the workspace). */
export async function isCompanyMember(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The user's role in the company, or null when they are not a member. */
export async function findRole(
  db: Database,
  companyId: string,
  userId: string,
): Promise<CompanyRole | null> {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(membershipOf(companyId, userId));
  return row?.role ?? null;
}

/** Whether anyone owns the company: what the public page's "not yet claimed" banner asks. */
export async function hasOwner(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")))
    .limit(1);
  return row !== undefined;
}

/**
 * The signed-in user's access to a company: members and admins pass; signed out → /login; anyone
 * else → 403, the same answer whether or not the company exists (no probing for ids).
 */
export async function requireCompanyAccess(
  request: Request,
  context: Context,
  companyId: string,
): Promise<CompanyAccess> {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      role: companyMembers.role,
    })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, user.id)),
    )
    .where(eq(companies.id, companyId));
  if (row?.role)
    return { user, company: { id: row.id, name: row.name, logo: row.logo }, role: row.role };
  if (row && user.isAdmin) {
    return { user, company: { id: row.id, name: row.name, logo: row.logo }, role: "admin" };
  }
  if (!row && user.isAdmin) throw data("Company not found", { status: 404 });
  throw data(NO_COMPANY_ACCESS, { status: 403 });
}

/** The access the workspace's layout granted: it sets this, its pages read it (getCompanyAccess). */
export const companyAccessContext = createContext<CompanyAccess>();

/**
 * Who opened the workspace and for which company (a member's role, or "admin"), as its layout let
 * them in. Throws outside the workspace, so a workspace loader or action cannot run without it.
 */
export function getCompanyAccess(context: Context): CompanyAccess {
  return context.get(companyAccessContext);
}

/**
 * Narrows the workspace's access (getCompanyAccess) to what only owners (and admins) may do: the
 * team. A member gets 403.
 */
export function requireCompanyOwner(access: CompanyAccess): CompanyAccess {
  if (access.role === "member") throw data(OWNERS_ONLY, { status: 403 });
  return access;
}

/**
 * The intent a workspace form asks for (its hidden `intent`) and who acts on it: the page's
 * access, narrowed to owners (requireCompanyOwner) when the intent is one of `ownerIntents`.
 */
export function authorizeIntent(
  context: Context,
  formData: FormData,
  ownerIntents: readonly string[],
) {
  const access = getCompanyAccess(context);
  const intent = String(formData.get("intent") ?? "");
  const { user, company } = ownerIntents.includes(intent) ? requireCompanyOwner(access) : access;
  return { access, intent, user, company };
}

/** The row that makes this user a member of this company (one at most). */
export function membershipOf(companyId: string, userId: string): SQL {
  return sql`${companyMembers.companyId} = ${companyId} and ${companyMembers.userId} = ${userId}`;
}
