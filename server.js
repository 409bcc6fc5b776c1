// Starts SampleTray: `npm run dev` (Vite dev server) or `npm run serve` (the production build).
import { readdirSync } from "node:fs";
import http from "node:http";
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
  const appModule = await loadAppModule(server);
  // Pages are compressed per answer, cheaply; static files are sent precompressed and pass
  // through (server/compression.ts).
  server.use(appModule.compressAnswers());
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
  const shutdown = new appModule.Shutdown();
  const listener = http.createServer(shutdown.handle(server));
  listener.listen(env.PORT, env.HOST, () => {
    console.log(appModule.listeningLine(env, database.kind));
  });
  listener.on("error", (error) => {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    database.close().finally(() => process.exit(1));
  });
  stopGracefully(listener, shutdown, { env, database, outbox, analytics, stopListening });
}

/**
 * On SIGTERM (or SIGINT): for SHUTDOWN_DELAY_SECONDS keep the port open, answering GET and HEAD
 * with 503 so the proxy moves to the other instances; then stop accepting and let the requests
 * in flight finish (for up to SHUTDOWN_GRACE_SECONDS, then their connections are cut; every
 * answer closes its connection; server/shutdown.ts), stop the queue's workers (their jobs finish
 * or go back to the queue), stop listening for catalogue changes, write the views counted since
 * the last flush (docs/decisions/164), close the database (releasing the embedded database's
 * folder lock) and exit 0 (docs/decisions/124, 166).
 */
function stopGracefully(listener, shutdown, { env, database, outbox, analytics, stopListening }) {
  let isStopping = false;
  const stop = async (signal) => {
    if (isStopping) {
      console.error(`${signal} again: exiting at once`);
      process.exit(1);
    }
    isStopping = true;
    const delay = env.SHUTDOWN_DELAY_SECONDS;
    const grace = env.SHUTDOWN_GRACE_SECONDS;
    console.log(
      `${signal}: answering GET and HEAD with 503 for ${delay} s, then closing the port and finishing requests in flight (up to ${grace} s)`,
    );
    // The queue's graceful stop has its own 10 s limit; this is the last resort.
    setTimeout(
      () => {
        console.error("Shutdown did not finish in time: exiting");
        process.exit(1);
      },
      (delay + grace + 30) * 1000,
    ).unref();
    shutdown.leave();
    await new Promise((resolve) => setTimeout(resolve, delay * 1000));
    const { cut, refused } = await shutdown.drain(listener, grace * 1000);
    if (cut > 0) {
      console.error(`${cut} request(s) still in flight after ${grace} s: connections closed`);
    }
    try {
      await Promise.all([outbox.stop(), stopListening(), analytics.stop()]);
    } catch (error) {
      console.error("Stopping the queue failed:", error);
    }
    await database.close().catch((error) => console.error("Closing the database failed:", error));
    console.log(`Stopped (${refused} GET/HEAD answered 503 while leaving).`);
    process.exit(0);
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
