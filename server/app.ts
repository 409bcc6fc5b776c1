/**
 * The SampleTray request handler: the request log and its id, default response headers,
 * `/readyz` and `/metrics`, static files, then the rules the request's route declares (allowed
 * methods, CSRF protection, body limits and content types), the page cache, then React Router
 * through `@react-router/express` (docs/decisions/003, 042, 102, 103, 125, 154).
 * Bundled by the server build (vite.config.ts) so it shares one copy of every app module.
 */
import express, { type Express, type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import { sendPasswordReset } from "~/auth-requests.server";
import { resolveAuthSecret } from "~/auth-secret.server";
import { appContext, requestRecordContext } from "~/context.server";
import type { DatabaseHandle } from "~/db/client.server";
import { configWarnings, parseEnv } from "~/env.server";
import { jobQueueOptions } from "~/jobs/config.server";
import { startJobs } from "~/jobs/start.server";
import { logger, setLogLevel } from "~/lib/log.server";
import { mailStartupNote } from "~/mail/config.server";
import { createAuth } from "~/models/accounts/account-auth.server";
import {
  grantConfiguredAdmins,
  parseAdminEmails,
} from "~/models/accounts/configured-admins.server";
import { runBillingScan } from "~/models/billing/billing-scan.server";
import { runDigestAndAlerts } from "~/models/digest/digest-run.server";
import { AnalyticsCounter } from "~/models/leads/analytics-counter.server";
import { pageViewRows } from "~/models/leads/analytics-event.server";
import { sendRatingRequest } from "~/models/ratings/rating-request.server";
import { markWebhookGivenUp, workWebhookDelivery } from "~/models/webhooks/delivery.server";
import { webhookContext } from "~/models/webhooks/endpoints.server";
import { securityOptions } from "~/security.server";
import { scheduleRetentionPurge, startDatabase } from "~/startup.server";
import { listenForCatalogueChanges } from "./catalogue-changes";
import { createMetrics, serveMetrics } from "./metrics";
import { PageCache, servePageCache } from "./page-cache";
import { countPageViews } from "./page-views";
import { reactRouter } from "./react-router";
import { serveReadiness } from "./readiness";
import { limitRequestBodies } from "./request-bodies";
import {
  allowOnlySiteMethods,
  refuseControlCharacters,
  refuseCrossSiteRequests,
} from "./request-guards";
import { requestLog, requestRecord } from "./request-log";
import { defaultResponseHeaders } from "./response-headers";
import { matchRouteRules } from "./route-rules";
import { mountTestClock } from "./test-clock";

export { FolderLockedError } from "~/db/folder-lock.server";
export { ConfigError } from "~/env.server";
export { DatabaseUnreachableError } from "~/startup.server";
export { compressAnswers } from "./compression";
export { precompressedStatic } from "./precompressed-static";
export { Shutdown } from "./shutdown";
export { listeningLine } from "./site-address";

export interface CreateAppOptions {
  /** Mounts static-file middleware after the security headers and before the app routes. */
  serveStatic?: (app: Express) => void;
  /**
   * Keep rendered anonymous catalogue pages in memory (docs/decisions/080); the production
   * server does, the development server does not (its modules change under it).
   */
  cachePages?: boolean;
  /** The configuration's source (default: process.env). */
  environment?: Record<string, string | undefined>;
  /** An open, migrated database to use instead of the configured one (tests). */
  database?: DatabaseHandle;
}

export async function createApp(options: CreateAppOptions = {}) {
  const env = parseEnv(options.environment);
  setLogLevel(env.LOG_LEVEL);
  for (const warning of configWarnings(env)) logger.warn(`Warning: ${warning}`);
  const { database, authSecret } = options.database
    ? { database: options.database, authSecret: resolveAuthSecret(env) }
    : await startDatabase(env);
  const metrics = createMetrics();
  const outbox = await startJobs(database, {
    ...jobQueueOptions(env),
    onMailJobSettled: metrics.countMailJob,
    onRatingRequestDue: (queue, requestId) => sendRatingRequest(database.db, queue, requestId),
    // `auth` (made just below, on this queue) exists before the worker's first fetch returns.
    onPasswordResetDue: (_queue, email) => sendPasswordReset(auth, email),
    onWebhookDue: (queue, deliveryId) =>
      workWebhookDelivery(database.db, webhookContext(env, queue, authSecret), deliveryId),
    onWebhookGivenUp: (deliveryId) => markWebhookGivenUp(database.db, deliveryId),
    onBillingScanDue: (queue) => runBillingScan(database.db, queue),
    onDigestDue: (queue, startedBy) =>
      runDigestAndAlerts(
        database.db,
        queue,
        { rate: env.DIGEST_RATE, mailto: env.UNSUBSCRIBE_MAILTO, linkSecret: authSecret },
        startedBy,
      ),
  });
  logger.info(mailStartupNote(env));
  // Addresses listed in ADMIN_EMAILS and confirmed before they were listed (later ones: auth).
  const admins = await grantConfiguredAdmins(database.db, parseAdminEmails(env.ADMIN_EMAILS));
  if (admins > 0) logger.info(`ADMIN_EMAILS: ${admins} confirmed account(s) made admin.`);
  const auth = createAuth(database.db, env, authSecret, outbox);
  scheduleRetentionPurge(database.db);
  const pageCache = options.cachePages ? new PageCache() : undefined;
  const stopListening = pageCache
    ? await listenForCatalogueChanges(database, () => pageCache.clear())
    : async () => {};
  const analytics = new AnalyticsCounter(database.db, {
    secret: authSecret,
    maxEntries: env.ANALYTICS_BUFFER_MAX,
  });
  analytics.start(env.ANALYTICS_FLUSH_SECONDS);
  metrics.watch({ database, queue: outbox, pageCacheSize: pageCache && (() => pageCache.size) });
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));
  app.use(...requestLog(logger), metrics.timeRequests);
  app.use(defaultResponseHeaders(securityOptions(env)));
  app.get("/readyz", serveReadiness({ database, queue: outbox }));
  if (env.METRICS_TOKEN) app.get("/metrics", serveMetrics(metrics.registry, env.METRICS_TOKEN));
  if (env.TEST_CLOCK === "on") {
    mountTestClock(app, async () => {
      pageCache?.clear();
      await outbox.queueBillingScan();
    });
  }
  options.serveStatic?.(app);
  const serverBuild = () => import("virtual:react-router/server-build");
  // In production the pages are loaded once, before the first request (react-router.ts).
  const build = env.NODE_ENV === "production" ? await serverBuild() : serverBuild;
  // What the request's route declares (its body, methods, cross-site exemption): for the guards.
  app.use(matchRouteRules(serverBuild));
  app.use(allowOnlySiteMethods());
  app.use(refuseControlCharacters());
  const getLoadContext = (req: Request, res: Response) => {
    const context = new RouterContextProvider();
    context.set(requestRecordContext, requestRecord(res));
    context.set(appContext, {
      db: database.db,
      env,
      auth,
      outbox,
      analytics,
      linkSecret: authSecret,
      clientIp: clientIpOf(req),
      nonce: res.locals.nonce as string | undefined,
    });
    return context;
  };
  app.use(refuseCrossSiteRequests(env.SITE_ORIGINS));
  app.use(limitRequestBodies({ maxConcurrentUploads: env.UPLOADS_CONCURRENT_MAX }));
  const router = reactRouter({
    build,
    mode: env.NODE_ENV === "production" ? "production" : "development",
    // Loaders and actions see the public URL (SITE_URL), whatever hop the request came through.
    siteUrl: env.SITE_URL,
    siteOrigins: env.SITE_ORIGINS,
    getLoadContext,
  });
  // Before the page cache, so a page it answers counts too (docs/decisions/119).
  app.use(
    countPageViews((view, req) =>
      analytics.count(pageViewRows(view), {
        ip: clientIpOf(req),
        userAgent: req.get("user-agent") ?? "",
      }),
    ),
  );
  if (pageCache) {
    app.use(servePageCache(pageCache, router.render, metrics.countPageCacheLookup));
  }
  app.use(router.handle);

  return { app, env, database, outbox, analytics, stopListening };
}

/** The client's IP address as Express sees it (honours TRUST_PROXY). */
function clientIpOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/** "1" → 1 hop, "true" → trust all, anything else is passed on (e.g. "loopback"). */
function parseTrustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}
