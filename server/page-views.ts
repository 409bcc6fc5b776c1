/**
 * Page views, counted where the page is served (docs/decisions/119, 154, 164): a page's route names
 * its view in its answer's X-Page-View header (the company page: the company and the products
 * arriving selected, app/lib/page-headers.ts), which the page cache keeps with the page, so a
 * page the cache answers counts too. Here the header is taken off every answer before it goes out,
 * and the view handed to the instance's counter (no database write per view: it counts each
 * visitor once a day and writes in batches) once the answer (200, or 304 from a cache) has gone
 * out, for a document GET by a person: not HEAD, loader data, bots or prefetches, whether or not
 * the visitor runs JavaScript. Client-side navigations are counted by the page itself
 * (track-view.ts).
 */
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { PAGE_VIEW_HEADER, type PageView, parsePageViewHeader } from "~/lib/page-headers";
import { beforeHeaders } from "./before-headers";

export interface CompanyPageView extends PageView {
  path: string;
}

/** Whether this request is one to count a view of: a person's GET of a page's document. */
export function isCountedRequest(req: Request): boolean {
  if (req.method !== "GET" || req.path.endsWith(".data")) return false;
  const purpose = `${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("prerender")) return false;
  // A document: browsers say so (Sec-Fetch-Dest); a client without it must at least take HTML.
  const dest = req.get("sec-fetch-dest");
  if (dest ? dest !== "document" : !(req.get("accept") ?? "*/*").match(/text\/html|\*\/\*/)) {
    return false;
  }
  const userAgent = req.get("user-agent") ?? "";
  return Boolean(userAgent) && !isbot(userAgent);
}

/** Takes the answer's view header off just before its headers go out; the view it named, or null. */
function takeViewHeader(res: Response, onView: (view: PageView) => void) {
  beforeHeaders(res, () => {
    const value = res.getHeader(PAGE_VIEW_HEADER);
    res.removeHeader(PAGE_VIEW_HEADER);
    const view = parsePageViewHeader(typeof value === "string" ? value : null);
    if (view) onView(view);
  });
}

/** Counts each page view its route names, once its answer (200, or 304 from a cache) is out. */
export function countPageViews(
  count: (view: CompanyPageView, req: Request) => void,
): RequestHandler {
  return (req, res, next) => {
    const isCounted = isCountedRequest(req);
    takeViewHeader(res, (view) => {
      if (!isCounted) return;
      res.on("finish", () => {
        if (res.statusCode === 200 || res.statusCode === 304) {
          count({ ...view, path: req.path }, req);
        }
      });
    });
    next();
  };
}
