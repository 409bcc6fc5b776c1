/**
 * The W3C Nu HTML checker (vnu-jar) finds no errors in the HTML of any public page, as served and
 * as the browser holds it after hydration (docs/decisions/046; Nu warnings are allowed). The
 * pages' tests in validators.spec.ts saved that HTML; this file runs in the "last" project, after
 * all of them, and checks every file in one JVM.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { expectedHtmlFiles, htmlFolder } from "./validator-pages";

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const require = createRequire(import.meta.url);
/** vnu-jar's main export is the path of its vnu.jar. */
const vnuJar = String(require("vnu-jar"));

test("the Nu HTML checker finds no errors in any page's HTML", async () => {
  test.setTimeout(120_000);
  const files = existsSync(htmlFolder)
    ? readdirSync(htmlFolder).filter((f) => f.endsWith(".html"))
    : [];
  // Every page's HTML is there (a page that could not be loaded has failed its own test too).
  expect(expectedHtmlFiles().filter((f) => !files.includes(f))).toEqual([]);

  const { stdout } = await promisify(execFile)(
    "java",
    [
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--stdout",
      "--errors-only",
      "--exit-zero-always",
      ...files.map((f) => path.join(htmlFolder, f)),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    throw new Error("The Nu checker needs Java: install default-jre-headless (.ci/run does).");
  });
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  const report = errors
    .map(
      (m) =>
        `${path.basename(m.url ?? "?")}:${m.lastLine ?? "?"}: ${m.message}\n    ${(m.extract ?? "").replaceAll("\n", " ")}`,
    )
    .join("\n");
  expect(errors, report).toEqual([]);
  rmSync(htmlFolder, { recursive: true, force: true });
});
