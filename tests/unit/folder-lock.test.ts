import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FolderLockedError, lockFolder } from "~/db/folder-lock.server";

const folders: string[] = [];
function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), "sampletray-lock-"));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Starts a separate Node process that takes the lock and holds it until killed. */
function holdLockInAnotherProcess(folder: string) {
  const moduleUrl = new URL("../../app/db/folder-lock.server.ts", import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { lockFolder } from ${JSON.stringify(moduleUrl)};
       lockFolder(${JSON.stringify(folder)}); console.log("locked"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

/** A lock file as a crashed holder leaves it. */
function leaveLockFile(folder: string, pid: number) {
  writeFileSync(path.join(folder, "sampletray.lock"), `${pid} ${hostname()}\n`);
}

describe("embedded data folder lock", () => {
  it("refuses a second process, naming the folder, and recovers once the holder is gone", async () => {
    const folder = newFolder();
    const holder = await holdLockInAnotherProcess(folder);
    let error: unknown;
    try {
      lockFolder(folder);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FolderLockedError);
    expect((error as Error).message).toContain(folder);
    expect((error as Error).message).toContain(`process ${holder.pid}`);

    const exited = new Promise((resolve) => holder.on("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    // The holder died without cleaning up: the operating system released its lock.
    const lock = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderLockedError);
    lock.release();
    lockFolder(folder).release();
  });

  it("takes over a lock file left by a process that no longer exists", () => {
    const folder = newFolder();
    const gone = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid;
    leaveLockFile(folder, gone ?? 999_999);
    lockFolder(folder).release();
  });

  it("takes over a lock file whose PID now belongs to another live process (PID reuse)", () => {
    const folder = newFolder();
    leaveLockFile(folder, process.ppid);
    lockFolder(folder).release();
  });

  it("takes over a lock file holding this process's own PID (a container restarted as PID 1)", () => {
    const folder = newFolder();
    leaveLockFile(folder, process.pid);
    const lock = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderLockedError);
    lock.release();
  });

  it.skipIf(process.platform === "win32")(
    "makes the folder its owner's alone: a new one, and an existing one others could read",
    () => {
      const created = path.join(newFolder(), "data");
      lockFolder(created).release();
      expect(statSync(created).mode & 0o777).toBe(0o700);
      const existing = newFolder();
      chmodSync(existing, 0o755);
      lockFolder(existing).release();
      expect(statSync(existing).mode & 0o777).toBe(0o700);
    },
  );
});
