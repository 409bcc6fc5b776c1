/**
 * The operator console, /admin/…: every page of it is a child of this layout (app/routes.ts), and
 * this middleware runs before any of their loaders and actions (docs/decisions/108): signed out →
 * /login and back afterwards; signed in without admin rights → 403 Access Denied; an admin → in,
 * and the pages read them with `getAdmin(context)`. It is the console's one role check.
 */
import { adminContext, requireAdmin } from "~/models/accounts/user.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(adminContext, await requireAdmin(request, context));
  },
];
