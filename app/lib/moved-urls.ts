/**
 * URLs that moved (docs/decisions/109) and where each went. app/routes.ts declares the old ones
 * (route patterns, as there); app/routes/moved.ts answers them with a 301 to the new place, the
 * query kept, so bookmarks, old e-mails and search results still arrive.
 */
import { generatePath, matchPath } from "react-router";

export const MOVED_URLS: Readonly<Record<string, string>> = {
  "analytics/sample-requests": "/admin/requests",
  "analytics/sample-requests.csv": "/admin/requests.csv",
  "analytics/sample-requests/:requestId": "/admin/requests/:requestId",
  "provider/:companyId/analytics": "/supplier/:companyId/performance",
  "provider/:companyId/analytics.csv": "/supplier/:companyId/performance.csv",
};

/** The new place of a moved URL, its query kept; null when the URL did not move. */
export function movedTo(url: URL): string | null {
  for (const [from, to] of Object.entries(MOVED_URLS)) {
    const match = matchPath(`/${from}`, url.pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.params).map(([name, value]) => [name, encodeURIComponent(value ?? "")]),
    );
    return `${generatePath(to, params)}${url.search}`;
  }
  return null;
}
