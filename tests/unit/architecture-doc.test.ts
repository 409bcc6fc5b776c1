/**
 * docs/architecture.md names every top-level folder of `app/` (issue 35 point 6): a folder added
 * without a line there fails here, so the one-page map a newcomer reads stays whole. A folder is
 * named when the page holds `app/<folder>/`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const page = readFileSync("docs/architecture.md", "utf8");
const folders = readdirSync("app", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("docs/architecture.md", () => {
  it("finds app/'s folders to check", () => {
    expect(folders).toContain("routes");
  });

  it.each(folders)("names app/%s/", (folder) => {
    expect(page, `add app/${folder}/ and what it holds to docs/architecture.md`).toContain(
      `app/${folder}/`,
    );
  });

  it("stays one page", () => {
    expect(page.split("\n").length).toBeLessThanOrEqual(150);
  });
});
