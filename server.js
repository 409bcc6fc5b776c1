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
            // /uploads/ is the app's (app/routes/public/uploads.$file.ts): no file in the build may
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
    if (error instanceof appModule.ConfigError || error instanceof appModule.FolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, env, database, outbox, stopListening } = started;
  server.use(app);
  const listener = server.listen(env.PORT, env.HOST, () => {
    console.log(`SampleTray (${database.kind}) listening on http://${env.HOST}:${env.PORT}`);
  });
  listener.on("error", (error) => {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    database.close().finally(() => process.exit(1));
  });
  const shutdown = () => {
    // In-flight e-mails finish (or go back to the queue) before the database closes.
    listener.close(() =>
      Promise.all([outbox.stop(), stopListening()])
        .catch(() => {})
        .finally(() => database.close().finally(() => process.exit(0))),
    );
    listener.closeAllConnections?.();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
