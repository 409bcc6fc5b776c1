/**
 * Who may post an upload (docs/decisions/115): the same checks the console's and the workspace's
 * layouts make in their middleware (requireAdmin, requireCompanyAccess), made here before the
 * body guard reads a byte, from the session cookie alone. A caller they would refuse gets the
 * route's own answer (the redirect to /login, or 403) with its body left unread.
 */
import type { Request as ExpressRequest, Response } from "express";
import type { RouterContextProvider } from "react-router";
import { requireAdmin } from "~/models/accounts/user.server";
import { requireCompanyAccess } from "~/models/suppliers/membership.server";
import type { CallerCheck } from "./request-bodies";

export function callerCheck(
  siteUrl: string,
  contextFor: (req: ExpressRequest, res: Response) => RouterContextProvider,
): CallerCheck {
  return async (req, area) => {
    const headers = new Headers();
    const cookie = req.get("cookie");
    if (cookie) headers.set("cookie", cookie);
    const request = new Request(new URL(req.originalUrl, siteUrl), { headers });
    const context = contextFor(req, req.res as Response);
    try {
      if (area === "admin") await requireAdmin(request, context);
      else {
        const companyId = /^\/supplier\/([^/]+)\//.exec(req.path)?.[1];
        if (!companyId) return false;
        await requireCompanyAccess(request, context, decodeURIComponent(companyId));
      }
      return true;
    } catch {
      return false;
    }
  };
}
