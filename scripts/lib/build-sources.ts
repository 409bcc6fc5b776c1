/**
 * What the production build is made of, as one hash (docs/decisions/152): `npm start` builds
 * again only when it differs from the hash the last successful build wrote beside its output.
 * Plain node (type stripping), so no import of the app.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The files and folders the build reads (server.js and scripts/ run as they are). */
export const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "content",
  "vite",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/** Where a successful build leaves the hash of its inputs. */
export const SOURCES_STAMP = "build/sources.sha256";

/** The SHA-256 of every input file's path and bytes, in a fixed order. */
export function hashBuildSources(root: string): string {
  const hash = createHash("sha256");
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(relative, name));
      return;
    }
    hash.update(`${relative}\0`);
    hash.update(readFileSync(full));
    hash.update("\0");
  };
  for (const input of BUILD_INPUTS) visit(input);
  return hash.digest("hex");
}

/** Whether the build in `root` was made from the sources as they are now. */
export function isBuildCurrent(root: string): boolean {
  const stamp = path.join(root, SOURCES_STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(root, "build/server/index.js"))) return false;
  return readFileSync(stamp, "utf8").trim() === hashBuildSources(root);
}
