/**
 * Users (admins only, docs/decisions/072): search by e-mail or name, each user's admin rights,
 * disabled state and company memberships; grant or revoke admin rights (never the last admin's),
 * disable a user (their sessions end at once, they cannot sign in) or enable them again.
 */

import { data } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { readForm } from "~/lib/read-form.server";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  listUsers,
  setAdminRights,
  setUserDisabled,
  UserChangeError,
  userFiltersFromUrl,
} from "~/models/accounts/admin-users.server";
import { getAdmin } from "~/models/accounts/user.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import type { Route } from "./+types/route";
import type { UserAction } from "./user-card";
import { UsersList } from "./users-list";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Users",
    description: "Accounts, admin rights and disabled users.",
    path: "/admin/users",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = getAdmin(context);
  const { db } = getAppContext(context);
  const filters = userFiltersFromUrl(new URL(request.url));
  const page = await listUsers(db, filters);
  return { ...page, q: filters.q, isFirstPage: !filters.after, currentUserId: admin.id };
}

const DONE: Record<UserAction, string> = {
  "grant-admin": "Admin rights granted to",
  "revoke-admin": "Admin rights revoked from",
  disable: "Disabled (signed out everywhere):",
  enable: "Enabled again:",
};

const isUserAction = (value: unknown): value is UserAction =>
  typeof value === "string" && Object.hasOwn(DONE, value);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db } = getAppContext(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const userId = form.get("userId");
  if (!isUserAction(intent) || typeof userId !== "string" || !userId || userId.length > 200) {
    return data({ ok: false, message: "Please choose a user and an action." }, { status: 400 });
  }
  try {
    const changed =
      intent === "grant-admin" || intent === "revoke-admin"
        ? await setAdminRights(db, { actorId: admin.id, userId, isAdmin: intent === "grant-admin" })
        : await setUserDisabled(db, {
            actorId: admin.id,
            userId,
            isDisabled: intent === "disable",
          });
    return {
      ok: true,
      message: changed ? `${DONE[intent]} ${changed}.` : "Nothing to change: already done.",
    };
  } catch (error) {
    if (!(error instanceof UserChangeError)) throw error;
    return data({ ok: false, message: error.message }, { status: error.status });
  }
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Users"
      intro="Every account, newest first. A disabled user is signed out everywhere and cannot sign in."
    >
      <UsersList loaderData={loaderData} actionData={actionData} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
