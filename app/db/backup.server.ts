/**
 * Backups of the embedded database (docs/decisions/123). The running server holds the data
 * folder, so `npm run db:backup` asks it for a copy over a Unix socket in that folder: whoever may
 * connect to it may read the folder's files anyway (the socket is the owner's only, mode 0600).
 * The server answers with a dump of its data folder taken between two transactions.
 */
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { logFailure } from "~/lib/log.server";
import type { DatabaseHandle } from "./client.server";

const gzipAsync = promisify(gzip);

/** The socket's file name in DATA_DIR. */
const BACKUP_SOCKET = "backup.sock";

/** The first line of an answer: this word, a space, the byte count of the backup that follows. */
export const BACKUP_HEADER = "SAMPLETRAY-BACKUP";

/** Unix sockets take paths up to 107 bytes (Linux; 103 on macOS). */
const MAX_SOCKET_PATH = 103;

export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, BACKUP_SOCKET);
}

/**
 * A consistent copy of an open PGlite database: its data folder as a gzipped tarball (what
 * PGlite's `loadDataDir` opens). Inside a transaction, so no other transaction is half done
 * while the files are read, after a checkpoint, so the data files hold every committed change.
 * Compressed after the transaction: the database waits only for the files to be read.
 */
export async function dumpDatabase(client: PGlite): Promise<Buffer> {
  const tar = await client.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    return (await client.dumpDataDir("none")).arrayBuffer();
  });
  return gzipAsync(new Uint8Array(tar));
}

/**
 * Answers backup requests on DATA_DIR/backup.sock until the returned function is called. The
 * caller holds the folder lock, so a socket file found there was left by a process that died.
 */
export function serveBackups(client: PGlite, dataDir: string): () => Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    console.warn(
      `Warning: npm run db:backup cannot reach this server: ${socketPath} is too long for a ` +
        "socket. Use a shorter DATA_DIR path, or stop the server to back up.",
    );
    return async () => {};
  }
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    dumpDatabase(client).then(
      (backup) => socket.end(Buffer.concat([header(backup.byteLength), backup])),
      (error) => {
        logFailure("Backup", error);
        socket.end("ERROR the server could not copy the database (see its log)\n");
      },
    );
  });
  server.on("error", (error) => logFailure("Backup socket", error));
  server.listen(socketPath, () => chmodSync(socketPath, 0o600));
  server.unref();
  return () => new Promise((resolve) => server.close(() => resolve()));
}

function header(byteCount: number): Buffer {
  return Buffer.from(`${BACKUP_HEADER} ${byteCount}\n`);
}

/** The handle of an embedded database, answering backup requests until it is closed. */
export function answeringBackups(handle: DatabaseHandle, dataDir: string): DatabaseHandle {
  if (handle.connection.kind !== "pglite") return handle;
  const stop = serveBackups(handle.connection.client, dataDir);
  return {
    ...handle,
    close: async () => {
      await stop();
      await handle.close();
    },
  };
}
