/**
 * A database outage as a visitor meets it over HTTP (issue 37 point 5, docs/decisions/167): the
 * database is taken away under the running server (PostgreSQL: every connection cut and new ones
 * refused; PGlite: closed). Every page answers 503 with `Retry-After` and `private, no-store` and
 * says it is temporarily unavailable, the page cache keeps none of it, the log says so once per
 * cause, and once PostgreSQL answers again the same addresses are the pages themselves.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UNAVAILABLE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/lib/http-errors";
import type * as LogModule from "~/lib/log.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import {
  createInterruptibleDatabase,
  type InterruptibleDatabase,
} from "../helpers/database-outage";
import { type SignedInUser, signedInAs } from "../helpers/factories";
import {
  getRaw,
  type HttpServer,
  loadServerModule,
  type RawAnswer,
  startHttpServer,
} from "../helpers/http-server";
import { captureLog, type LogCapture } from "../helpers/log";

const COMPANY = "/company/lumina-dental/lumina-dental-materials-dental-samples";
const OUTAGE_HEADERS = {
  "cache-control": "private, no-store",
  "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
};

let database: InterruptibleDatabase;
let server: HttpServer;
let signedIn: SignedInUser;
let log: LogCapture | undefined;
/** The test's own copy of the log: the database handle's pool logs there. */
let handleLog: LogCapture | undefined;

beforeAll(async () => {
  database = await createInterruptibleDatabase();
  await seedDemoData(database.db);
  signedIn = await signedInAs(database.db, "user");
  server = await startHttpServer(database, { cachePages: true });
}, 300_000);

afterAll(async () => {
  log?.restore();
  handleLog?.restore();
  await server?.close();
  await database?.close();
});

const visit = (path: string, headers: Record<string, string> = {}) =>
  getRaw(`${server.base}${path}`, headers);

const decoded = (answer: RawAnswer) =>
  (answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body)
    : answer.headers["content-encoding"] === "gzip"
      ? gunzipSync(answer.body)
      : answer.body
  ).toString();

describe(`a database outage over HTTP (${process.env.TEST_DB})`, () => {
  it("every page is a 503 nobody keeps, and the pages come back with the database", async () => {
    const pages: { path: string; headers: Record<string, string>; text: string }[] = [
      // The home page words a failed directory itself (the product's 'Error loading companies').
      { path: "/", headers: {}, text: "The directory is temporarily unavailable." },
      { path: COMPANY, headers: {}, text: UNAVAILABLE.text },
      // A signed-in page: not sent to /login as if signed out, not shown signed out.
      { path: "/account", headers: { Cookie: signedIn.cookie }, text: UNAVAILABLE.text },
    ];
    log = captureLog("error", await loadServerModule<typeof LogModule>("./app/lib/log.server.ts"));
    handleLog = captureLog("error");
    await database.stop();

    // Twice each: the second is as honest as the first (nothing kept the first).
    for (let round = 0; round < 2; round++) {
      for (const { path, headers, text } of pages) {
        const answer = await visit(path, headers);
        expect(answer.status, path).toBe(503);
        expect(answer.headers, path).toMatchObject(OUTAGE_HEADERS);
        expect(answer.headers["x-page-cache"], path).toBeUndefined();
        expect(decoded(answer), path).toContain(text);
      }
    }
    const companyPage = decoded(await visit(COMPANY));
    expect(companyPage).toContain(UNAVAILABLE.title);
    expect(companyPage).toMatch(/Error (<!-- -->)?503/);

    // A page that needs no database still answers a signed-out visitor: it is whole.
    for (const path of ["/privacy", "/pricing", "/blog"]) {
      expect((await visit(path)).status, path).toBe(200);
    }

    // A client-side navigation's loader data, and the REST API (problem+json).
    const data = await visit(`${COMPANY}.data`);
    expect(data.status).toBe(503);
    expect(data.headers).toMatchObject(OUTAGE_HEADERS);
    const api = await visit("/api/v1/products", { Authorization: "Bearer st_unknown_key" });
    expect(api.status).toBe(503);
    expect(api.headers).toMatchObject({
      "retry-after": OUTAGE_HEADERS["retry-after"],
      "content-type": "application/problem+json",
    });
    expect(JSON.parse(decoded(api))).toMatchObject({ status: 503, detail: UNAVAILABLE.text });

    // Ten requests met the outage; the log names it once per cause, not once per request.
    const outageLines = log.lines.filter((line) => line.msg === "The database is out of reach");
    expect(outageLines.length).toBeGreaterThan(0);
    expect(outageLines.length).toBeLessThanOrEqual(3);

    // A closed embedded database is opened again only by starting the process again.
    if (!database.canRestart) return;
    await database.start();
    const company = await visit(COMPANY);
    expect(company.status).toBe(200);
    // Rendered now, not a kept outage: the first answer is the page cache's miss, then its hit.
    expect(company.headers["x-page-cache"]).toBe("miss");
    expect(decoded(company)).toContain("Lumina Dental");
    // Kept again: a later visit is the cache's hit. The catalogue listener, back within a second,
    // empties the cache once (it cannot know what changed while it was away), so it may take more.
    await vi.waitFor(
      async () => expect((await visit(COMPANY)).headers["x-page-cache"]).toBe("hit"),
      { timeout: 10_000, interval: 250 },
    );
    const home = await visit("/");
    expect(home.status).toBe(200);
    expect(decoded(home)).not.toContain("temporarily unavailable");
    const account = await visit("/account", { Cookie: signedIn.cookie });
    expect(account.status).toBe(200);
    expect(decoded(account)).toContain(signedIn.user.displayName);
  });
});
