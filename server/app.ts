/**
 * The SampleTray request handler: security headers, allowed methods, CSRF protection, body
 * limits and content types, then React Router (docs/decisions/003, 042).
 * Bundled by the server build (vite.config.ts) so it shares one copy of every app module.
 */
import { randomBytes } from "node:crypto";
import express, { type Express } from "express";
import { RouterContextProvider } from "react-router";
import { createAuth } from "~/auth.server";
import { serverLoadsDone } from "~/components/server-loads";
import { appContext } from "~/context.server";
import { configWarnings, parseEnv } from "~/env.server";
import { mailQueueOptions } from "~/mail/config.server";
import { startMailQueue } from "~/mail/queue.server";
import { issueFormGuard } from "~/models/form-guard-token.server";
import { sendRatingRequest } from "~/models/rating-request.server";
import {
  isCrossSiteRequest,
  isTokenAuthenticatedPost,
  type SecurityOptions,
  securityHeaders,
} from "~/security.server";
import { scheduleRetentionPurge, startDatabase } from "~/startup.server";
import { listenForCatalogueChanges } from "./catalogue-changes";
import { PageCache } from "./page-cache";
import { createReactRouterRequestHandler } from "./react-router-handler";
import { allowOnlySiteMethods, limitRequestBodies } from "./request-guards";

export { FolderLockedError } from "~/db/folder-lock.server";
export { ConfigError } from "~/env.server";
export { precompressedStatic } from "./precompressed-static";

export interface CreateAppOptions {
  /** Mounts static-file middleware after the security headers and before the app routes. */
  serveStatic?: (app: Express) => void;
  /**
   * Keep rendered anonymous catalogue pages in memory (docs/decisions/080); the production
   * server does, the development server does not (its modules change under it).
   */
  cachePages?: boolean;
}

export async function createApp(options: CreateAppOptions = {}) {
  const env = parseEnv();
  for (const warning of configWarnings(env)) console.warn(`Warning: ${warning}`);
  const { database, authSecret } = await startDatabase(env);
  const outbox = await startMailQueue(database, {
    ...mailQueueOptions(env),
    onRatingRequestDue: (queue, requestId) => sendRatingRequest(database.db, queue, requestId),
  });
  const auth = createAuth(database.db, env, authSecret, outbox);
  scheduleRetentionPurge(database.db);
  const pageCache = options.cachePages ? new PageCache() : undefined;
  const stopListening = pageCache
    ? await listenForCatalogueChanges(database, () => pageCache.clear())
    : async () => {};
  const security: SecurityOptions = {
    siteUrl: env.SITE_URL,
    isDevelopment: env.NODE_ENV === "development",
    gaMeasurementId: env.GA_MEASUREMENT_ID,
  };

  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));
  const newNonce = nonceSource();
  app.use((req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    res.set(securityHeaders(nonce, security));
    // The Google sign-in popup passes through another origin; these pages must keep their
    // opener so the popup can report back (docs/decisions/032).
    if (req.path.startsWith("/api/auth/") || req.path.startsWith("/auth/google")) {
      res.set("Cross-Origin-Opener-Policy", "unsafe-none");
    }
    next();
  });
  options.serveStatic?.(app);
  app.use(allowOnlySiteMethods());
  app.use((req, res, next) => {
    if (req.method === "POST" && isTokenAuthenticatedPost(req.path)) {
      // Authorised by the signed token in the URL alone (the one-click unsubscribe, posted by
      // mail clients): where it comes from does not matter, so React Router's own Origin check
      // must not see another site's Origin either (docs/decisions/052).
      delete req.headers.origin;
      next();
      return;
    }
    const headers = { get: (name: string) => req.get(name) ?? null };
    if (isCrossSiteRequest({ method: req.method, headers }, env.SITE_URL)) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  });
  app.use(limitRequestBodies());
  const serverBuild = () => import("virtual:react-router/server-build");
  // In production the pages are loaded before the first request, with the components the server
  // renders at once but the browser loads on demand (app/components/server-loads.ts).
  if (env.NODE_ENV === "production") {
    await serverBuild();
    await serverLoadsDone();
  }
  app.use(
    createReactRouterRequestHandler({
      build: serverBuild,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      // Loaders and actions see the public URL (SITE_URL), whatever hop the request came through.
      publicOrigin: env.SITE_URL,
      pageCache,
      issueFormGuard: () => issueFormGuard(auth.options.secret),
      getLoadContext(req, _res, render) {
        const context = new RouterContextProvider();
        context.set(appContext, {
          db: database.db,
          pingDatabase: () => database.ping(),
          env,
          auth,
          outbox,
          linkSecret: authSecret,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          nonce: render.nonce,
          formGuard: render.formGuard,
        });
        return context;
      },
    }),
  );

  return { app, env, database, outbox, stopListening };
}

/** "1" → 1 hop, "true" → trust all, anything else is passed on (e.g. "loopback"). */
function parseTrustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}

/**
 * CSP nonces of 16 random bytes each (24 base64 characters), cut from a buffer of random bytes
 * refilled 4 KB at a time: one call to the system's random source per 256 answers.
 */
function nonceSource(): () => string {
  const NONCE_BYTES = 16;
  let pool = randomBytes(4096);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = randomBytes(4096);
      offset = 0;
    }
    const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}
