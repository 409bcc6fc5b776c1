/**
 * The whole server over HTTP for an integration test file (docs/decisions/159): server/app.ts and
 * React Router loaded through Vite, as `npm run dev` loads them, on the file's test database, on
 * a free port that is its PORT (so `SITE_URL` is `http://localhost:PORT` and forms posted from
 * that origin pass the cross-site check). What a browser test learned from status codes, headers
 * and the server's HTML, a request here learns in a fraction of the time, on both databases.
 * Sessions are signed with TEST_AUTH_SECRET, so `signedInAs(db, role)` makes a working cookie.
 */
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Window } from "happy-dom";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/client.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import type * as AppModule from "../../server/app";
import { borrowTestDatabase, type TestDatabase } from "./db";
import { TEST_AUTH_SECRET } from "./factories";

export type StartedApp = Awaited<ReturnType<typeof AppModule.createApp>>;

export interface HttpServer {
  /** `http://localhost:PORT`, the server's own origin. */
  base: string;
  port: number;
  /** The app's parts a test may drive: its outbox, its view counter. */
  started: StartedApp;
  close(): Promise<void>;
}

/**
 * One Vite server per test worker: the files of a worker share their modules (decision 142), so
 * the routes Vite has transformed for one file serve the next, and each file pays only for its
 * own app on its own database. It has no watcher and no socket, and ends with the worker.
 */
let sharedVite: Promise<ViteDevServer> | undefined;

function workerVite(): Promise<ViteDevServer> {
  sharedVite ??= createViteServer({
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  return sharedVite;
}

/** A module as the worker's server loads it (its own copies: e.g. the log, to read its lines). */
export async function loadServerModule<T>(file: string): Promise<T> {
  return (await (await workerVite()).ssrLoadModule(file)) as T;
}

export async function startHttpServer(
  database: Pick<TestDatabase, "handle">,
  options: { environment?: Record<string, string>; cachePages?: boolean } = {},
): Promise<HttpServer> {
  const vite = await workerVite();
  const server = createHttpServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const appModule = (await vite.ssrLoadModule("./server/app.ts")) as typeof AppModule;
  const started = await appModule.createApp({
    database: database.handle,
    cachePages: options.cachePages ?? false,
    environment: {
      NODE_ENV: "test",
      PORT: String(port),
      AUTH_SECRET: TEST_AUTH_SECRET,
      ...options.environment,
    },
  });
  server.on("request", started.app);
  const base = `http://localhost:${port}`;
  // The first request through React Router loads the route modules through Vite: here, not in a test.
  await (await fetch(`${base}/privacy`)).arrayBuffer();
  return {
    base,
    port,
    started,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // As the server's shutdown does: the views counted since the last flush are written.
      await Promise.all([started.outbox.stop(), started.stopListening(), started.analytics.stop()]);
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body as sent on the wire (still compressed when Content-Encoding says so). */
  body: Buffer;
}

/** One GET as a new visitor's browser sends it (no cookie unless given), the body not decoded. */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "Accept-Encoding": "br, gzip", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

export interface DemoSite {
  /** The file's database, with the demo catalogue. */
  readonly db: Database;
  /** `http://localhost:PORT`. */
  readonly base: string;
  /** HTML as a browser parses it before any script runs. */
  parse(html: string): ParsedPage;
}

/** A page as happy-dom's DOMParser gives it. */
export type ParsedPage = ReturnType<InstanceType<Window["DOMParser"]>["parseFromString"]>;

/**
 * For a test file that reads the server's pages: a database of its own with the demo catalogue,
 * the whole server over HTTP on it, and an HTML parser (happy-dom); all closed after the file.
 */
export function serveDemoSite(options: { cachePages?: boolean } = {}): DemoSite {
  const window = new Window();
  let t: TestDatabase | undefined;
  let server: HttpServer | undefined;
  beforeAll(async () => {
    t = await borrowTestDatabase();
    await seedDemoData(t.db);
    server = await startHttpServer(t, options);
  }, 300_000);
  afterAll(async () => {
    await window.happyDOM.close();
    await server?.close();
    await t?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The demo site starts in beforeAll.");
    return value;
  };
  return {
    get db() {
      return started(t).db;
    },
    get base() {
      return started(server).base;
    },
    parse: (html) => new window.DOMParser().parseFromString(html, "text/html"),
  };
}
