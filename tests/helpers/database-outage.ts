/**
 * A test database that can be taken away under a running server, as in an outage (docs/decisions/
 * 167). PostgreSQL: the server, its job queue and its catalogue listener reach the database
 * through a TCP gate of ours; `stop()` closes the gate and cuts every connection through it (new
 * ones are refused, as when the server is down), `start()` opens it again on the same port.
 * PGlite: `stop()` closes the embedded database, which nothing opens again in a running process
 * (`canRestart` is false).
 */
import { connect, createServer, type Server, type Socket } from "node:net";
import { inject } from "vitest";
import { type DatabaseHandle, openPostgres } from "~/db/client.server";
import { createTestDatabase, type TestDatabase } from "./db";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  TEST_DATABASE_URL,
  uniqueDatabaseName,
} from "./postgres";

export interface InterruptibleDatabase extends TestDatabase {
  /** The database goes away: connections are cut and new ones refused (PGlite: closed). */
  stop(): Promise<void>;
  /** It answers again (PostgreSQL only). */
  start(): Promise<void>;
  readonly canRestart: boolean;
}

/** A TCP gate on a free loopback port in front of host:port. */
async function openGate(host: string, port: number) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(at, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const gatePort = typeof address === "object" && address ? address.port : 0;
  return {
    port: gatePort,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    open: () => listen(gatePort),
  };
}

export async function createInterruptibleDatabase(): Promise<InterruptibleDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const t = await createTestDatabase();
    const { connection } = t.handle;
    if (connection.kind !== "pglite") throw new Error("expected the embedded database");
    return {
      ...t,
      canRestart: false,
      stop: () => connection.client.close(),
      start: () => Promise.reject(new Error("a closed PGlite is not opened again")),
    };
  }
  const name = uniqueDatabaseName("sampletray_outage");
  await createDatabase(name, inject("postgresTemplate"));
  const server = new URL(TEST_DATABASE_URL);
  const gate = await openGate(server.hostname, Number(server.port || 5432));
  const url = new URL(databaseUrl(name));
  url.host = `127.0.0.1:${gate.port}`;
  let isOpen = true;
  const handle: DatabaseHandle = await openPostgres(url.toString(), 4);
  return {
    db: handle.db,
    kind: "postgres",
    handle,
    canRestart: true,
    stop: async () => {
      isOpen = false;
      await gate.close();
    },
    start: async () => {
      await gate.open();
      isOpen = true;
    },
    close: async () => {
      if (!isOpen) await gate.open();
      await handle.close();
      await gate.close();
      await dropDatabase(name);
    },
  };
}
