/**
 * SIGTERM stops the server gracefully (docs/decisions/124, 166): while it leaves, GET answers 503
 * and closes its connection; a request in flight when the signal comes finishes and is stored;
 * once the port closes a new connection is refused; and the process exits 0 after stopping the
 * queue and closing the database. Runs server.js on the production build, as production does (built
 * first when stale: tests/helpers/production-build.ts). The connection rules one by one:
 * tests/unit/shutdown.test.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openEmbedded, openPostgres } from "~/db/client.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import {
  type Backend,
  countStoredByKey,
  type FreshDatabase,
  formBody,
  loadEnv,
  sleep,
} from "../../scripts/lib/crash-load";
import { createDataFolder } from "../helpers/data-folder";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../helpers/postgres";
import { ensureProductionBuild } from "../helpers/production-build";

const backend = process.env.TEST_DB as Backend;
const PORT = 4700 + (backend === "postgres" ? 1 : 0);
const SITE = `http://127.0.0.1:${PORT}`;
const MARK = "shutdown:";

let database: FreshDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

/**
 * The server's database, from the suite's migrated snapshot or template (no initdb, no migrations
 * at start) with the demo catalogue: PostgreSQL's seeded here, the embedded one by the server.
 */
async function freshDatabase(env: NodeJS.ProcessEnv): Promise<FreshDatabase> {
  if (backend === "postgres") {
    const name = uniqueDatabaseName("sampletray_shutdown");
    await createDatabase(name, inject("postgresTemplate"));
    env.DATABASE_URL = databaseUrl(name);
    const open = () => openPostgres(databaseUrl(name), 2);
    const handle = await open();
    try {
      await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
    return { open, drop: () => dropDatabase(name) };
  }
  const folder = await createDataFolder();
  delete env.DATABASE_URL;
  env.DATA_DIR = folder.dataDir;
  return { open: () => openEmbedded(folder.dataDir), drop: async () => folder.remove() };
}

async function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; log: string[] }> {
  const child = spawn(process.execPath, ["server.js"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stdout?.on("data", (chunk) => log.push(String(chunk)));
  child.stderr?.on("data", (chunk) => log.push(String(chunk)));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log.join("")}`);
    const isUp = await fetch(`${SITE}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (isUp) return { child, log };
    await sleep(100);
  }
  throw new Error(`server did not start:\n${log.join("")}`);
}

/** Sends the head and half the body now; `finish()` sends the rest and reads the answer. */
function startSlowPost(body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const req = http.request(`${SITE}/request-samples`, {
    method: "POST",
    headers: {
      Origin: SITE,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(bytes.length),
    },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
  });
  req.write(bytes.subarray(0, half));
  return {
    finish: () => {
      req.end(bytes.subarray(half));
      return answer;
    },
  };
}

/** GET /healthz until `isWanted` says yes to its answer (or "refused"), at most 10 s. */
async function healthzUntil(isWanted: (answer: Response | "refused") => boolean) {
  for (let i = 0; i < 100; i++) {
    const answer = await fetch(`${SITE}/healthz`).catch(() => "refused" as const);
    if (isWanted(answer)) return answer;
    await sleep(100);
  }
  throw new Error("/healthz never answered as wanted");
}

describe(`SIGTERM (${backend})`, () => {
  it("refuses GET while leaving, finishes the request in flight, refuses new connections and exits 0", async () => {
    await ensureProductionBuild();
    const env: NodeJS.ProcessEnv = {
      ...loadEnv(PORT),
      SHUTDOWN_DELAY_SECONDS: "3",
      SHUTDOWN_GRACE_SECONDS: "10",
    };
    database = await freshDatabase(env);
    const { child, log } = await startServer(env);
    const exited = once(child, "exit");

    const guard = (await (await fetch(`${SITE}/api/form-guard`)).json()) as {
      key: string;
      startedAt: string;
    };
    const email = () => "shutdown@example.com";
    const body = formBody({ mark: MARK, email }, 1, guard.key, guard.startedAt).toString();
    const post = startSlowPost(body);
    await sleep(300);
    child.kill("SIGTERM");

    const leaving = await healthzUntil((answer) => answer === "refused" || answer.status !== 200);
    expect(leaving).not.toBe("refused");
    if (leaving !== "refused") {
      expect(leaving.status).toBe(503);
      expect(leaving.headers.get("connection")).toBe("close");
      expect(await leaving.text()).toBe("shutting down\n");
    }
    await healthzUntil((answer) => answer === "refused");
    const answer = await post.finish().catch((error) => {
      throw new Error(`${error}\n${log.join("")}`);
    });
    const [code] = await exited;

    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Request sent!");
    expect(code, log.join("")).toBe(0);
    // The embedded database's folder is free again, and the request is in it.
    const handle = await database.open();
    try {
      expect(await countStoredByKey(handle, MARK)).toEqual(new Map([[guard.key, 1]]));
    } finally {
      await handle.close();
    }
  }, 120_000);
});
