import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FolderLockedError, lockFolder } from "~/db/folder-lock.server";

const folder = mkdtempSync(path.join(tmpdir(), "sampletray-lock-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Starts a separate Node process that takes the lock and holds it until killed. */
function holdLockInAnotherProcess() {
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

describe("embedded data folder lock", () => {
  it("refuses a second process, naming the folder, and recovers once the holder is gone", async () => {
    const holder = await holdLockInAnotherProcess();
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
    // The holder died without cleaning up: its lock is stale and is taken over.
    const lock = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderLockedError);
    lock.release();
    lockFolder(folder).release();
  });
});
