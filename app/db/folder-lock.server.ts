/**
 * An exclusive lock on the embedded database folder. PGlite has none of its own, and two
 * processes on one folder silently corrupt it, so the app refuses to open a folder that another
 * process holds (docs/decisions/044).
 *
 * The lock is an operating-system lock on a file in the folder (fcntl open-file-description
 * lock on Linux, flock on macOS, LockFileEx on Windows), taken through fs-native-extensions. The
 * kernel releases it when the holder's process ends, however it ends, so there is no stale lock to
 * clean up and no PID to trust: a PID in the file is only there to name the holder in the message
 * (a restarted container reusing PID 1 no longer locks itself out).
 */
import {
  chmodSync,
  closeSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { tryLock, unlock } from "fs-native-extensions";

export class FolderLockedError extends Error {
  override name = "FolderLockedError";
}

export interface FolderLock {
  release(): void;
}

const LOCK_FILE = "sampletray.lock";

function readHolder(lockPath: string): string | null {
  try {
    const [pid, host] = readFileSync(lockPath, "utf8").trim().split(" ");
    return pid && /^\d+$/.test(pid) ? `process ${pid} on ${host ?? "this machine"}` : null;
  } catch {
    return null;
  }
}

/**
 * Makes the folder its owner's alone (mode 700), as PostgreSQL requires of its data folder: PGlite
 * writes the database's files readable and writable by everyone (mode 666), and the folder also
 * holds the mail files and the generated AUTH_SECRET. A folder we may not change is left as it is,
 * with a warning.
 */
function makePrivate(folder: string) {
  if (process.platform === "win32" || (statSync(folder).mode & 0o077) === 0) return;
  try {
    chmodSync(folder, 0o700);
  } catch (error) {
    console.warn(
      `Warning: the data folder ${path.resolve(folder)} is readable by other users of this ` +
        `machine and could not be made private (${(error as Error).message}).`,
    );
  }
}

/** Takes the lock on `folder` (created if missing, made private) or throws FolderLockedError. */
export function lockFolder(folder: string): FolderLock {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  makePrivate(folder);
  const lockPath = path.join(folder, LOCK_FILE);
  // "a+" creates the file without truncating it: the holder's name stays readable until we own it.
  // The file is never deleted: a new file would be a second lock beside the held one.
  const fd = openSync(lockPath, "a+");
  let isLocked = false;
  try {
    isLocked = tryLock(fd);
  } finally {
    if (!isLocked) closeSync(fd);
  }
  if (!isLocked) {
    const who = readHolder(lockPath) ?? "another process";
    throw new FolderLockedError(
      `The data folder ${path.resolve(folder)} is already in use by ${who}. ` +
        "Only one SampleTray process can use an embedded database folder: stop the other " +
        "process, point DATA_DIR at another folder, or use PostgreSQL (DATABASE_URL) to run " +
        "several instances. The lock is released by the operating system when that process ends.",
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid} ${hostname()}\n`, 0);
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    process.off("exit", release);
    try {
      unlock(fd);
    } finally {
      closeSync(fd);
    }
  };
  process.on("exit", release);
  return { release };
}
