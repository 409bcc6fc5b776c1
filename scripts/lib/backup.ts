/**
 * `npm run db:backup` and `npm run db:restore` (docs/backups.md, docs/decisions/123). A backup is
 * the embedded database's data folder as a gzipped tarball, taken by the running server (asked
 * over DATA_DIR/backup.sock) or, when none runs, by this process. The sessions' secret
 * (DATA_DIR/auth-secret) is never part of it (docs/decisions/150): a copy of the database signs
 * in as no one. The operator keeps the secret apart; restore says when the folder lacks one.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { BACKUP_HEADER, backupSocketPath, dumpDatabase } from "~/db/backup.server";
import { pgliteDataPath, pgliteOptions, wrapPglite } from "~/db/client.server";
import { FolderLockedError, lockFolder } from "~/db/folder-lock.server";
import { holdQueuedMessages } from "~/models/operations/outbox-hold.server";

/** The command did nothing: the message says why and what to do. */
export class BackupRefusedError extends Error {
  override name = "BackupRefusedError";
}

export interface BackupResult {
  file: string;
  byteSize: number;
  /** Whether the running server made the copy (otherwise this process opened the folder). */
  isFromServer: boolean;
  /** DATA_DIR/auth-secret, not copied: the operator keeps it apart from backups; null if none. */
  secretNotCopied: string | null;
}

const SECRET_FILE = "auth-secret";

function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(pgliteDataPath(dataDir), "PG_VERSION"));
}

/** `DATA_DIR/backups/sampletray-2026-11-27T18-02-06Z.tar.gz` */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.join(dataDir, "backups", `sampletray-${stamp}.tar.gz`);
}

export async function backupEmbedded(options: {
  dataDir: string;
  file: string;
}): Promise<BackupResult> {
  if (!hasDatabase(options.dataDir)) {
    throw new BackupRefusedError(
      `There is no embedded database in ${path.resolve(options.dataDir)}.`,
    );
  }
  let backup: Buffer;
  let isFromServer = false;
  try {
    backup = await withLockedFolder(options.dataDir, async () => {
      const client = await PGlite.create(pgliteDataPath(options.dataDir), pgliteOptions);
      try {
        return await dumpDatabase(client);
      } finally {
        await client.close();
      }
    });
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    backup = await requestBackup(options.dataDir, error.message);
    isFromServer = true;
  }
  writeFileAtomically(options.file, backup);
  const secret = path.resolve(options.dataDir, SECRET_FILE);
  const secretNotCopied = existsSync(secret) ? secret : null;
  return { file: options.file, byteSize: backup.byteLength, isFromServer, secretNotCopied };
}

async function withLockedFolder<T>(dataDir: string, run: () => Promise<T>): Promise<T> {
  const lock = lockFolder(dataDir);
  try {
    return await run();
  } finally {
    lock.release();
  }
}

/** Asks the server holding the folder for a backup over its socket. */
function requestBackup(dataDir: string, lockMessage: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(backupSocketPath(dataDir));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () =>
      reject(
        new BackupRefusedError(
          `${lockMessage.split(". ")[0]}, and it does not answer backup requests (another ` +
            "command, or a SampleTray older than db:backup). Wait for it to end or stop it, " +
            "then run db:backup again: with no server running, it copies the folder itself.",
        ),
      ),
    );
    socket.on("end", () => {
      try {
        resolve(readAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The backup in the server's answer: its header line gives the byte count to expect. */
function readAnswer(answer: Buffer): Buffer {
  const newline = answer.indexOf(10);
  const [word, count] = answer.subarray(0, Math.max(newline, 0)).toString().split(" ");
  const body = answer.subarray(newline + 1);
  if (word !== BACKUP_HEADER || Number(count) !== body.byteLength) {
    throw new BackupRefusedError(
      word === "ERROR"
        ? `The server answered: ${answer.subarray(6, newline).toString()}`
        : "The server's answer was cut short: no backup was written. Run db:backup again.",
    );
  }
  return body;
}

/** Writes beside the file, then renames: a file under its final name is always whole. */
function writeFileAtomically(file: string, bytes: Uint8Array) {
  const partial = `${file}.partial`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(partial, bytes, { mode: 0o600, flag: "w" });
  renameSync(partial, file);
}

export interface RestoreResult {
  /** Where the database that was in the folder went (with --force), or null. */
  setAside: string | null;
  migrations: number;
  /** Whether a `<file>.auth-secret` (made by db:backup before decision 150) was put back. */
  isSecretRestored: boolean;
  /** Whether DATA_DIR has a secret now; without one the server makes a new one at start. */
  hasSecret: boolean;
  /** Messages queued in the backup, now held rather than sent by the restored copy. */
  heldMessages: number;
}

/**
 * Brings a backup back into DATA_DIR. Refuses while a process holds the folder, and, unless
 * `force`, when the folder already holds a database; with `force` that database is renamed
 * aside (`pglite.before-restore-…`), never deleted.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  file: string;
  force: boolean;
}): Promise<RestoreResult> {
  const { dataDir, file } = options;
  if (!existsSync(file))
    throw new BackupRefusedError(`There is no backup at ${path.resolve(file)}.`);
  try {
    return await withLockedFolder(dataDir, async () => {
      const dataPath = pgliteDataPath(dataDir);
      const isOccupied = existsSync(dataPath) && readdirSync(dataPath).length > 0;
      if (isOccupied && !options.force) {
        throw new BackupRefusedError(
          `${path.resolve(dataPath)} already holds a database. Restore into an empty DATA_DIR, ` +
            "or add --force to set the present one aside (renamed, not deleted) and restore.",
        );
      }
      const stamp = new Date().toISOString().replaceAll(":", "-");
      const setAside = isOccupied ? `${dataPath}.before-restore-${stamp}` : null;
      if (setAside) renameSync(dataPath, setAside);
      const client = await PGlite.create(dataPath, {
        ...pgliteOptions,
        loadDataDir: new Blob([readFileSync(file)]),
      });
      const [row] = (
        await client.query<{ n: number }>(
          "select count(*)::int as n from drizzle.__drizzle_migrations",
        )
      ).rows;
      // The copy is brought up to date first, so it knows the `held` status (decision 163).
      const copy = wrapPglite(client);
      await copy.migrate();
      const heldMessages = await holdQueuedMessages(copy.db);
      await copy.close();
      return {
        setAside,
        heldMessages,
        migrations: row?.n ?? 0,
        isSecretRestored: restoreSecret(dataDir, file, stamp),
        hasSecret: existsSync(path.join(dataDir, SECRET_FILE)),
      };
    });
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    throw new BackupRefusedError(`${error.message}\nStop the server before restoring a backup.`);
  }
}

/**
 * Puts back the auth-secret a backup made before decision 150 has beside it; a different one in
 * the folder is renamed aside. Backups made since have none.
 */
function restoreSecret(dataDir: string, file: string, stamp: string): boolean {
  const saved = `${file}.${SECRET_FILE}`;
  if (!existsSync(saved)) return false;
  const current = path.join(dataDir, SECRET_FILE);
  if (existsSync(current) && !readFileSync(current).equals(readFileSync(saved))) {
    renameSync(current, `${current}.before-restore-${stamp}`);
  }
  writeFileSync(current, readFileSync(saved), { mode: 0o600 });
  return true;
}
