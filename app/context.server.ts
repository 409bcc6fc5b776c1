/** What the server hands every loader and action: the database, the configuration, the CSP nonce. */
import { createContext, type RouterContextProvider } from "react-router";
import type { Auth } from "~/auth.server";
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { Outbox } from "~/mail/outbox.server";
import type { AnalyticsCounter } from "~/models/leads/analytics-counter.server";

export interface AppContext {
  db: Database;
  env: Env;
  /** Accounts and sessions (better-auth), created once per database and configuration. */
  auth: Auth;
  /** Where every e-mail goes, in the transaction of the change that causes it (app/mail). */
  outbox: Outbox;
  /** The instance's count of page views and analytics events, written in batches (decision 164). */
  analytics: AnalyticsCounter;
  /** The server's secret (AUTH_SECRET), for signed links such as one-click unsubscribe. */
  linkSecret: string;
  /** The client's IP address as Express sees it (honours TRUST_PROXY); for rate limits. */
  clientIp: string;
  /**
   * The per-request nonce that the Content-Security-Policy allows scripts with, for a visitor who
   * may be signed in (the request has a cookie). Undefined for a signed-out visitor: the page is
   * the same bytes for everyone and its policy lists its inline scripts' hashes (decision 102).
   */
  nonce?: string | undefined;
}

export const appContext = createContext<AppContext>();

/**
 * What the server notes about a request as React Router serves it: the matched route's pattern
 * (e.g. /company/:id), written by entry.server.tsx's instrumentation, read by the request log and
 * the metrics (server/request-log.ts). Null outside the Express server.
 */
export interface RequestRecord {
  routePattern?: string;
}

export const requestRecordContext = createContext<RequestRecord | null>(null);

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
