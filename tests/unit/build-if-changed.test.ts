/**
 * A second `npm start` does not build again when nothing changed (issue 34): scripts/build.ts
 * --if-changed builds only when the sources differ from those of the last successful build.
 * Run in a scratch folder with a stand-in `react-router` that counts its builds.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = path.resolve("scripts/build.ts");
const root = mkdtempSync(path.join(tmpdir(), "sampletray-build-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const builds = () => readFileSync(path.join(root, "builds.log"), "utf8").split("\n").length - 1;

write("app/root.tsx", "export default 1;\n");
write("public/favicon.svg", "<svg/>\n");
write("package.json", "{}\n");
write("builds.log", "");
// The stand-in build: writes the server entry, as react-router build does, and counts.
write(
  "bin/react-router",
  "#!/bin/sh\nmkdir -p build/server && echo built > build/server/index.js && echo build >> builds.log\n",
);
chmodSync(path.join(root, "bin/react-router"), 0o755);

function start(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, PATH: `${path.join(root, "bin")}:${process.env.PATH}` },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe("npm start's build", () => {
  it("builds the first time, then not again until a source changes", () => {
    start("--if-changed");
    expect(builds()).toBe(1);
    expect(start("--if-changed")).toContain("The build is up to date");
    expect(builds()).toBe(1);

    write("app/root.tsx", "export default 2;\n");
    start("--if-changed");
    expect(builds()).toBe(2);

    write("public/images/new.svg", "<svg/>\n");
    start("--if-changed");
    expect(builds()).toBe(3);
    start("--if-changed");
    expect(builds()).toBe(3);
  }, 60_000);

  it("builds again when the build's output is gone, and always on npm run build", () => {
    rmSync(path.join(root, "build/server/index.js"));
    start("--if-changed");
    expect(builds()).toBe(4);
    start();
    expect(builds()).toBe(5);
  }, 60_000);
});
