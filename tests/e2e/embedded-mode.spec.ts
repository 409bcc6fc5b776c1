/**
 * The README's first command as a new user runs it: the production server on an embedded database
 * in a new data folder, which loads the demo catalogue; and a second server on the same folder,
 * which must refuse.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./free-port";

const port = freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "sampletray-embedded-"));
let first: ChildProcess | undefined;

function startServer(serverPort: number) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      AUTH_SECRET: "",
      DATA_DIR: dataDir,
      PORT: String(serverPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
  return { child, exited, output: () => output };
}

test.describe.configure({ mode: "serial" });

test.afterAll(async () => {
  first?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

test("starts on a new data folder with the demo catalogue, and refuses a second server on it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A lock file as a container restarted as PID 1 finds it: its own PID, this host. Only a lock
  // the operating system holds may stop the server, not a PID in a file.
  writeFileSync(path.join(dataDir, "sampletray.lock"), `1 ${hostname()}\n`);
  const server = startServer(port);
  first = server.child;
  await expect
    .poll(() => server.output(), { timeout: 90_000, message: "server start" })
    .toContain("listening on");
  expect(server.output()).toContain("Loaded the demo catalogue: 8 companies");

  await page.goto(`http://localhost:${port}/`);
  await expect(
    page.locator("#top-free").getByRole("link", { name: "Lumina Dental Materials" }),
  ).toBeVisible();

  const second = startServer(freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The data folder ${dataDir} is already in use by process`);

  // The first server still serves.
  const health = await page.request.get(`http://localhost:${port}/healthz`);
  expect(health.status()).toBe(200);
});
