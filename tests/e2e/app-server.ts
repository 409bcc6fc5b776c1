/**
 * A second instance of the built app (server.js) with its own environment, for browser tests that
 * need settings the main test server does not run with. It collects what the server prints.
 */
import { spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { databaseUrl } from "../helpers/postgres";

export interface AppServer {
  /** Everything the server has printed so far (stdout and stderr). */
  readonly output: string;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts `node server.js` in production mode with `env` over the test run's environment, and
 * waits (up to `timeoutMs`) until it says it is listening.
 */
export async function startAppServer(
  env: Record<string, string>,
  options: { timeoutMs: number; name: string },
): Promise<AppServer> {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const server: AppServer = {
    get output() {
      return output;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
  try {
    await expect
      .poll(() => output, { timeout: options.timeoutMs, message: `${options.name} start` })
      .toContain("listening on");
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * A second server on the test run's database, on `port` (take one with `freePort()`), with the form
 * and event limits out of the way; `env` adds or overrides settings. It works no queue
 * (`MAIL_WORKER=off`): the main test server sends every message to the run's mail sink, as one
 * instance of a cluster may leave sending to another. With its own worker it took half the run's
 * jobs while it ran and wrote those messages to its own mail folder, where no test looked (a
 * confirmation mail "lost" in subscribe.spec.ts whenever the Stripe tests ran beside it).
 */
export function startSecondServer(port: number, env: Record<string, string>, name: string) {
  const database = process.env.E2E_DATABASE_NAME;
  if (!database) throw new Error("E2E_DATABASE_NAME is not set");
  return startAppServer(
    {
      DATABASE_URL: databaseUrl(database),
      AUTH_SECRET: "e2e-second-server-secret-e2e-second-0",
      PORT: String(port),
      HOST: "127.0.0.1",
      FORM_RATE_LIMIT_IP_MAX: "100000",
      FORM_RATE_LIMIT_EMAIL_MAX: "100000",
      EVENTS_RATE_LIMIT_IP_MAX: "1000000",
      ANALYTICS_FLUSH_SECONDS: "1",
      MAIL_WORKER: "off",
      ...env,
    },
    { timeoutMs: 60_000, name },
  );
}
