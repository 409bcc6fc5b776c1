/**
 * check:cluster's look at nginx's shared page cache (deploy/nginx.conf, docs/production.md,
 * docs/decisions/167; issue 37 point 8), through the proxy on a page no other check reads:
 *
 * 1. two signed-out visitors with different unrelated cookies (analytics, consent) get one cached
 *    copy: the first is served by an instance, the second by nginx's cache (no upstream, the
 *    first answer's request id), the same bytes; the page varies only on Accept-Encoding;
 * 2. a signed-in visitor (the session cookie) gets their own page from an instance, private and
 *    kept by nobody: the next signed-out visitor still gets the cached signed-out copy.
 */
import type { Answer, Cluster, Row } from "./cluster";

/** A catalogue page (shared-cacheable) that the other checks never read. */
const PAGE = "/blog";
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** What only a signed-in visitor's page shows: the header's sign-out form. */
const SIGNED_IN = 'action="/logout"';

const requestId = (answer: Answer) => answer.res.headers.get("x-request-id") ?? "";
/** Who served it: an instance's address, or nginx's cache. */
const servedBy = (answer: Answer) => answer.upstream || "nginx's cache";

export async function checkSharedCache(cluster: Cluster, sessionCookie: string): Promise<Row[]> {
  const first = await cluster.get(PAGE, "_ga=GA1.1.1001.1700000000; consent=all");
  const second = await cluster.get(PAGE, "_ga=GA1.1.2002.1700000001; theme=dark");
  const isShared =
    first.res.status === 200 &&
    first.res.headers.get("cache-control") === SHARED &&
    first.res.headers.get("vary") === "Accept-Encoding" &&
    first.upstream !== "" &&
    second.res.status === 200 &&
    second.upstream === "" &&
    requestId(second) === requestId(first) &&
    second.text === first.text;

  const signedIn = await cluster.get(PAGE, sessionCookie);
  const after = await cluster.get(PAGE, "_ga=GA1.1.3003.1700000002");
  const isOwn =
    signedIn.res.status === 200 &&
    signedIn.upstream !== "" &&
    signedIn.res.headers.get("cache-control") === "private, no-store" &&
    signedIn.text.includes(SIGNED_IN) &&
    after.upstream === "" &&
    requestId(after) === requestId(first) &&
    !after.text.includes(SIGNED_IN);

  return [
    {
      check: "nginx's cache: unrelated cookies share one copy",
      ok: isShared,
      detail: `${PAGE} with two different analytics/consent cookies: ${first.res.status} from ${servedBy(first)} (Vary: ${first.res.headers.get("vary")}), then ${second.res.status} from ${servedBy(second)}${requestId(second) === requestId(first) ? " (the first's copy)" : ""}`,
    },
    {
      check: "nginx's cache: a signed-in visitor gets their own page",
      ok: isOwn,
      detail: `with the session cookie: ${signedIn.res.status} from ${servedBy(signedIn)}, ${signedIn.res.headers.get("cache-control")}${signedIn.text.includes(SIGNED_IN) ? ", signed in" : ", NOT signed in"}; the next signed-out visitor: ${after.res.status} from ${servedBy(after)}${after.text.includes(SIGNED_IN) ? ", SIGNED IN" : ", signed out"}`,
    },
  ];
}
