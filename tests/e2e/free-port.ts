/**
 * A port no one listens on, taken from the system (never a fixed number), so two test runs or a
 * running dev server on the same machine do not collide. Synchronous, so the Playwright config and
 * a spec's top level can use it: a short child process binds port 0 and prints what it got.
 */
import { spawnSync } from "node:child_process";

const PRINT_A_FREE_PORT = `const s = require("node:net").createServer();
s.listen(0, "127.0.0.1", () => { process.stdout.write(String(s.address().port)); s.close(); });`;

export function freePort(): number {
  const { stdout, status } = spawnSync(process.execPath, ["-e", PRINT_A_FREE_PORT], {
    encoding: "utf8",
  });
  const port = Number(stdout);
  if (status !== 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error("Could not find a free port on 127.0.0.1");
  }
  return port;
}
