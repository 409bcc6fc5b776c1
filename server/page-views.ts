/**
 * A company page's views, counted by the server (docs/decisions/119): every GET of a company
 * page's document, whether the page cache answered it or React Router rendered it, and whether
 * or not the visitor runs JavaScript. Not counted: HEAD, bots, prefetches, answers other than
 * 200 or 304 (a redirect to the canonical address, a 404). A product arriving selected
 * (`?product=<id>`, chosen in search) is a product view too. Recorded after the answer is
 * sent, one insert per view; a failure is logged and never reaches the visitor. Client-side
 * navigations to a company page are counted by the page itself (track-view.ts).
 */
import type { Request, RequestHandler } from "express";
import { isbot } from "isbot";

/** /company/{id} or /company/{id}/{slug}: the company page's document (not its `.data`). */
const COMPANY_PAGE = /^\/company\/([^/.]+)(?:\/[^/.]+)?\/?$/;

/** How many `?product=` ids one view may count (a page lists few; a crafted URL gains nothing). */
const MAX_PRODUCTS_PER_VIEW = 10;

export interface CompanyPageView {
  companyId: string;
  path: string;
  productIds: string[];
}

/** The view this request is, or null when it is not one to count. */
export function companyPageView(req: Request): CompanyPageView | null {
  if (req.method !== "GET") return null;
  const match = COMPANY_PAGE.exec(req.path);
  if (!match?.[1]) return null;
  const purpose = `${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("prerender")) return null;
  // A document: browsers say so (Sec-Fetch-Dest); a client without it must at least take HTML.
  const dest = req.get("sec-fetch-dest");
  if (dest ? dest !== "document" : !(req.get("accept") ?? "*/*").match(/text\/html|\*\/\*/)) {
    return null;
  }
  const userAgent = req.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return null;
  const products = req.query.product;
  const productIds = (Array.isArray(products) ? products : [products])
    .filter((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 200)
    .slice(0, MAX_PRODUCTS_PER_VIEW);
  const companyId = safeDecode(match[1]);
  return companyId ? { companyId, path: req.path, productIds } : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Counts each company page view once its answer (200, or 304 from a cache) has gone out. */
export function countCompanyPageViews(
  record: (view: CompanyPageView) => Promise<void>,
  onError: (error: unknown) => void,
): RequestHandler {
  return (req, res, next) => {
    const view = companyPageView(req);
    if (view) {
      res.on("finish", () => {
        if (res.statusCode === 200 || res.statusCode === 304) record(view).catch(onError);
      });
    }
    next();
  };
}
