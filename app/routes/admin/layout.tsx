/**
 * The operator console, /admin/…: every page of it is a child of this layout (app/routes.ts), and
 * this middleware runs before any of their loaders and actions (docs/decisions/108): signed out →
 * /login and back afterwards; signed in without admin rights → 403 Access Denied; an admin → in,
 * and the pages read them with `getAdmin(context)`. It is the console's one role check.
 * Its component frames every console page under the console's nav, rendered here once
 * (docs/decisions/156): the link of the page shown is marked from the URL.
 */
import { Outlet } from "react-router";
import { adminContext, requireAdmin } from "~/models/accounts/user.server";
import type { Route } from "./+types/layout";
import { AdminNav } from "./parts/admin-nav";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(adminContext, await requireAdmin(request, context));
  },
];

export default function OperatorConsole() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <AdminNav className="mb-6" />
      <Outlet />
    </div>
  );
}
