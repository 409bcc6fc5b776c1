// Starts SampleTray: `npm run dev` (Vite dev server) or `npm run serve` (the production build).
import { readdirSync } from "node:fs";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";

const isProduction = process.env.NODE_ENV === "production";

async function loadAppModule(server) {
  if (isProduction) return import("./build/server/index.js");
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  server.use(vite.middlewares);
  return vite.ssrLoadModule("./server/app.ts");
}

async function main() {
  const server = express();
  server.disable("x-powered-by");
  // Pages are compressed per answer, cheaply: brotli quality 2 (gzip level 2 for clients without
  // brotli); static files are sent precompressed and pass through (docs/decisions/080).
  server.use(
    compression({
      level: 2,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    }),
  );
  const appModule = await loadAppModule(server);
  let started;
  try {
    started = await appModule.createApp({
      cachePages: isProduction,
      serveStatic: isProduction
        ? (app) => {
            // CSS, JavaScript and SVG from memory, as the build's .br/.gz copies.
            const precompressed = appModule.precompressedStatic("build/client");
            app.use((req, res, next) =>
              req.path.startsWith("/uploads/") ? next() : precompressed(req, res, next),
            );
            app.use(
              "/assets",
              express.static("build/client/assets", { immutable: true, maxAge: "1y" }),
            );
            // /uploads/ is the app's (app/routes/resources/uploads.$file.ts): no file in the build may
            // shadow an upload. Only paths under the build's own top-level names reach the file
            // system: a page's path costs no stat.
            const files = express.static("build/client", { maxAge: "1h" });
            const buildNames = new Set(readdirSync("build/client"));
            app.use((req, res, next) =>
              buildNames.has(req.path.split("/")[1]) && !req.path.startsWith("/uploads/")
                ? files(req, res, next)
                : next(),
            );
          }
        : undefined,
    });
  } catch (error) {
    if (
      error instanceof appModule.ConfigError ||
      error instanceof appModule.FolderLockedError ||
      error instanceof appModule.DatabaseUnreachableError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, env, database, outbox, analytics, stopListening } = started;
  server.use(app);
  const listener = server.listen(env.PORT, env.HOST, () => {
    console.log(appModule.listeningLine(env, database.kind));
  });
  listener.on("error", (error) => {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    database.close().finally(() => process.exit(1));
  });
  stopGracefully(listener, { env, database, outbox, analytics, stopListening });
}

/**
 * On SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish (for up
 * to SHUTDOWN_GRACE_SECONDS, then their connections are cut), stop the queue's workers (their
 * jobs finish or go back to the queue), stop listening for catalogue changes, write the views
 * counted since the last flush (docs/decisions/164), close the database (releasing the embedded
 * database's folder lock) and exit 0 (docs/decisions/124).
 */
function stopGracefully(listener, { env, database, outbox, analytics, stopListening }) {
  let isStopping = false;
  const stop = (signal) => {
    if (isStopping) {
      console.error(`${signal} again: exiting at once`);
      process.exit(1);
    }
    isStopping = true;
    const grace = env.SHUTDOWN_GRACE_SECONDS * 1000;
    console.log(`${signal}: finishing requests in flight (up to ${grace / 1000} s), then stopping`);
    // Answers from now on close their connection; idle keep-alive connections are closed as soon
    // as they are idle, and every connection when the grace period ends.
    listener.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));
    const idle = setInterval(() => listener.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      console.error(`Requests still in flight after ${grace / 1000} s: closing their connections`);
      listener.closeAllConnections();
    }, grace);
    // The queue's graceful stop has its own 10 s limit; this is the last resort.
    setTimeout(() => {
      console.error("Shutdown did not finish in time: exiting");
      process.exit(1);
    }, grace + 30_000).unref();
    listener.close(async () => {
      clearInterval(idle);
      clearTimeout(cut);
      try {
        await Promise.all([outbox.stop(), stopListening(), analytics.stop()]);
      } catch (error) {
        console.error("Stopping the queue failed:", error);
      }
      await database.close().catch((error) => console.error("Closing the database failed:", error));
      console.log("Stopped.");
      process.exit(0);
    });
    listener.closeIdleConnections();
  };
  // The development server's Vite registers a handler that exits at once; the shutdown is this one.
  process.removeAllListeners("SIGTERM");
  process.removeAllListeners("SIGINT");
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
