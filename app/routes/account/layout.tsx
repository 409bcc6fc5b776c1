/**
 * The account area, /account/…: a dental professional's own pages. Every page of it is a child of
 * this layout (app/routes.ts), and this middleware runs before any of their loaders and actions
 * (docs/decisions/108, 126): signed out → /login and back; signed in with an unconfirmed address
 * → 403 with a way forward; a confirmed user → in, the pages reading them with getAccountUser.
 */
import { Outlet } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { accountUserContext, requireVerifiedUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/layout";
import { AccountNav } from "./parts/account-nav";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(accountUserContext, await requireVerifiedUser(request, context));
  },
];

export default function AccountArea() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <AccountNav />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
