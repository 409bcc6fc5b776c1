/**
 * An exclusive lock on the embedded database folder. PGlite has none of its own, and two
 * processes on one folder silently corrupt it, so the app refuses to open a folder that a
 * live process holds.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class FolderLockedError extends Error {
  override name = "FolderLockedError";
}

export interface FolderLock {
  release(): void;
}

const LOCK_FILE = "sampletray.lock";

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): { pid: number; host: string } | null {
  try {
    const [pid, host] = readFileSync(lockPath, "utf8").trim().split(" ");
    const parsed = Number(pid);
    return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, host: host ?? "" } : null;
  } catch {
    return null;
  }
}

/** Takes the lock on `folder` (created if missing) or throws FolderLockedError. */
export function lockFolder(folder: string): FolderLock {
  mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, `${process.pid} ${hostname()}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockPath);
      const isStale = holder !== null && holder.host === hostname() && !isProcessAlive(holder.pid);
      if (!isStale || attempt > 0) {
        const who = holder ? `process ${holder.pid} on ${holder.host}` : "another process";
        throw new FolderLockedError(
          `The data folder ${path.resolve(folder)} is already in use by ${who}. ` +
            "Only one SampleTray process can use an embedded database folder: stop the other " +
            "process, point DATA_DIR at another folder, or use PostgreSQL (DATABASE_URL) to run " +
            `several instances. If no such process exists, delete ${lockPath}.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new FolderLockedError(`Could not lock ${folder}`);
}
