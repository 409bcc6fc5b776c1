/**
 * Starting with PostgreSQL out of reach (issue 37 point 5): the server waits for it for
 * DATABASE_WAIT_SECONDS, saying so in one line, then gives up with one line that names the server
 * (never its password) and what to check; a server that comes up while it waits is used. Runs
 * once, in the PostgreSQL project: it needs the real server on this machine.
 */
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { DatabaseUnreachableError, type Started, startDatabase } from "~/startup.server";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  TEST_DATABASE_URL,
  uniqueDatabaseName,
} from "../helpers/postgres";

const AUTH_SECRET = "startup-wait-test-secret-of-32-characters-at-least";

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const envFor = (url: string, waitSeconds: number) =>
  parseEnv({
    NODE_ENV: "test",
    DATABASE_URL: url,
    AUTH_SECRET,
    DATABASE_WAIT_SECONDS: String(waitSeconds),
  });

/** Steps to undo after each test, the latest first (each is added at the front). */
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

describe.runIf(process.env.TEST_DB === "postgres")(
  "start-up with the database out of reach",
  () => {
    it("waits, says so in one line, then gives up in one line that names the server, not the password", async () => {
      const port = await closedPort();
      const lines: string[] = [];
      const started = Date.now();
      const failure = await startDatabase(
        envFor(`postgres://sampletray:s3cret-pass@127.0.0.1:${port}/sampletray`, 2),
        (line) => lines.push(line),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnreachableError);
      const message = (failure as Error).message;
      expect(message.split("\n")).toHaveLength(1);
      expect(message).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${port}`);
      expect(message).toContain("check DATABASE_URL");
      expect(message).not.toContain("s3cret-pass");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Waiting for PostgreSQL at 127\.0\.0\.1:\d+ .*up to 2 s\.$/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    });

    it("with DATABASE_WAIT_SECONDS=0 tries once and says nothing before the failure", async () => {
      const lines: string[] = [];
      const failure = await startDatabase(
        envFor(`postgres://postgres@127.0.0.1:${await closedPort()}/sampletray`, 0),
        (line) => lines.push(line),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnreachableError);
      expect(lines).toEqual([]);
    });

    it("does not wait on a refusal no wait can mend (a role that does not exist)", async () => {
      const url = new URL(TEST_DATABASE_URL);
      url.username = "no_such_role_here";
      const lines: string[] = [];
      const failure = await startDatabase(envFor(url.toString(), 30), (line) =>
        lines.push(line),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnreachableError);
      expect((failure as Error).message).toContain('role "no_such_role_here" does not exist');
      expect(lines).toEqual([]);
    });

    it("uses a server that comes up while it waits", async () => {
      const name = uniqueDatabaseName("startup_wait");
      await createDatabase(name);
      cleanup.unshift(() => dropDatabase(name));
      // The test server's address, reached through a port that answers only after a second.
      const target = new URL(TEST_DATABASE_URL);
      const port = await closedPort();
      const sockets = new Set<net.Socket>();
      const relay = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
      });
      const opening = setTimeout(() => relay.listen(port, "127.0.0.1"), 1_000);
      cleanup.unshift(async () => {
        clearTimeout(opening);
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => relay.close(resolve));
      });
      const url = new URL(databaseUrl(name));
      url.host = `127.0.0.1:${port}`;
      const lines: string[] = [];
      const started: Started = await startDatabase(envFor(url.toString(), 30), (line) =>
        lines.push(line),
      );
      cleanup.unshift(() => started.database.close());
      expect(lines[0]).toMatch(/^Waiting for PostgreSQL at 127\.0\.0\.1:\d+/);
      expect(await started.database.ping()).toBe(true);
    });
  },
);
