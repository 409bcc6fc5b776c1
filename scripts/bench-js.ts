/**
 * npm run bench:js — the JavaScript a browser downloads on a first visit to each page, from the
 * production build (docs/decisions/082, 100). Builds first when build/ is missing (`--build`
 * always rebuilds). Prints each page's figure against the budget, the framework and the shell
 * (what every page that hydrates loads: the client entry with its imports, and the root route's
 * files) plus PAGE_BUDGET_KB, and exits with 1 when a page is over it.
 *
 * A first visit to a page loads what React Router's `<Scripts />` names: the client entry and its
 * static imports, and for each route the URL matches (root, any parent layout, the page) its
 * module and static imports (the `modulepreload` links; the inline route manifest is part of the
 * HTML, not a download). Those lists come from the build's own route manifest (`assets` of the
 * server build); a page whose matched routes ask for no scripts (`handle.hydrate === false`,
 * app/lib/page-scripts.ts) downloads none. Code loaded later by a dynamic `import()` (opening a
 * modal) is not part of a first visit and is listed separately as "lazy". Sizes are gzip at
 * level 9 of the files in build/client, as the precompressed assets are sent.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_DIR = path.join(ROOT, "build/client");
const SERVER_ASSETS = path.join(ROOT, "build/server/assets");

interface ManifestEntry {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}
interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
}
interface ServerBuild {
  assets: { entry: ManifestEntry; routes: Record<string, ManifestRoute> };
  routes: Record<string, { module: { handle?: unknown; default?: unknown } }>;
}

function ensureBuild() {
  const isMissing = !existsSync(CLIENT_DIR) || !existsSync(SERVER_ASSETS);
  if (process.argv.includes("--build") || isMissing) {
    console.log("Building (npm run build)…");
    execSync("npm run build", { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }
}

async function loadServerBuild(): Promise<ServerBuild> {
  const file = readdirSync(SERVER_ASSETS).find((f) => /^server-build-.*\.js$/.test(f));
  if (!file) throw new Error("No server-build-*.js in build/server/assets: run npm run build");
  return import(pathToFileURL(path.join(SERVER_ASSETS, file)).href);
}

/** What a page may add, in gzip KB, to the framework and the shell (docs/decisions/100). */
const PAGE_BUDGET_KB = 15;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(url: string) {
  let size = sizes.get(url);
  if (!size) {
    const bytes = readFileSync(path.join(CLIENT_DIR, url));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(url, size);
  }
  return size;
}

function filesOf(entry: ManifestEntry): string[] {
  return [
    entry.module,
    ...(entry.imports ?? []),
    entry.clientActionModule,
    entry.clientLoaderModule,
    entry.clientMiddlewareModule,
    entry.hydrateFallbackModule,
  ].filter((f): f is string => Boolean(f));
}

/** The dynamic `import()`s reachable from a page's files (loaded on demand, not on arrival). */
function lazyFilesOf(files: Set<string>): Set<string> {
  const lazy = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const url = queue.pop() as string;
    const code = readFileSync(path.join(CLIENT_DIR, url), "utf8");
    for (const match of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) {
      const target = `/assets/${match[1]}`;
      if (!files.has(target) && !lazy.has(target)) {
        lazy.add(target);
        queue.push(target);
      }
    }
    // Rolldown's preload helper lists a lazy chunk's dependencies as plain strings.
    for (const match of code.matchAll(/["'`](assets\/[^"'`]+\.js)["'`]/g)) {
      const target = `/${match[1]}`;
      if (!files.has(target) && !lazy.has(target) && existsSync(path.join(CLIENT_DIR, target))) {
        lazy.add(target);
        queue.push(target);
      }
    }
  }
  return lazy;
}

function routePath(routes: Record<string, ManifestRoute>, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`;
}

function isScriptless(handle: unknown) {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { hydrate?: unknown }).hydrate === false
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  ensureBuild();
  const build = await loadServerBuild();
  const { entry, routes } = build.assets;
  const rows: {
    path: string;
    id: string;
    files: Set<string>;
    gzip: number;
    raw: number;
    lazy: number;
  }[] = [];
  const scriptless: string[] = [];
  for (const route of Object.values(routes)) {
    if (route.id === "root" || !route.hasDefaultExport) continue;
    const chain: ManifestRoute[] = [];
    for (
      let r: ManifestRoute | undefined = route;
      r;
      r = r.parentId ? routes[r.parentId] : undefined
    ) {
      chain.unshift(r);
    }
    const pathname = routePath(routes, route.id);
    if (chain.some((r) => isScriptless(build.routes[r.id]?.module.handle))) {
      scriptless.push(pathname);
      continue;
    }
    const files = new Set([...filesOf(entry), ...chain.flatMap(filesOf)]);
    let gzip = 0;
    let raw = 0;
    for (const file of files) {
      gzip += sizeOf(file).gzip;
      raw += sizeOf(file).raw;
    }
    let lazy = 0;
    for (const file of lazyFilesOf(files)) lazy += sizeOf(file).gzip;
    rows.push({ path: pathname, id: route.id, files, gzip, raw, lazy });
  }
  rows.sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));

  const root = routes.root;
  if (!root) throw new Error("No root route in the build's route manifest");
  const entryFiles = new Set(filesOf(entry));
  const shellFiles = new Set(filesOf(root).filter((f) => !entryFiles.has(f)));
  const gzipOf = (files: Set<string>) => [...files].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  const entryGzip = gzipOf(entryFiles);
  const shellGzip = gzipOf(shellFiles);
  const budget = entryGzip + shellGzip + PAGE_BUDGET_KB * 1024;
  console.log(`JavaScript on a first visit, per page (gzip -9 of build/client; KB = 1024 bytes)`);
  console.log(
    `client entry and its imports (framework, every page that hydrates): ${kb(entryGzip)} KB`,
  );
  console.log(`root route's files (shell, every page that hydrates): ${kb(shellGzip)} KB`);
  console.log(
    `Budget: framework and shell + ${PAGE_BUDGET_KB} KB gzip per page = ${kb(budget)} KB\n`,
  );
  const width = Math.max(...rows.map((r) => r.path.length), 4);
  console.log(
    `${"page".padEnd(width)}  files  raw KB  gzip KB  own KB  lazy gzip KB  budget (own ≤ ${PAGE_BUDGET_KB} KB)`,
  );
  for (const row of rows) {
    const verdict = row.gzip <= budget ? "within" : `OVER by ${kb(row.gzip - budget)} KB`;
    console.log(
      `${row.path.padEnd(width)}  ${String(row.files.size).padStart(5)}  ${kb(row.raw).padStart(6)}  ${kb(row.gzip).padStart(7)}  ${kb(row.gzip - entryGzip - shellGzip).padStart(6)}  ${row.lazy ? kb(row.lazy).padStart(12) : "           -"}  ${verdict}`,
    );
  }
  console.log(
    `\nPages that ship no JavaScript (${scriptless.length}): ${scriptless.length ? scriptless.sort().join(", ") : "none"}`,
  );
  const largest = rows[0];
  if (largest) console.log(`Largest: ${largest.path} ${kb(largest.gzip)} KB`);
  const over = rows.filter((row) => row.gzip > budget);
  console.log(
    over.length === 0
      ? `All ${rows.length} pages that hydrate are within the budget (${kb(budget)} KB).`
      : `${over.length} of ${rows.length} pages over the budget (${kb(budget)} KB): ${over.map((r) => r.path).join(", ")}`,
  );

  // The biggest files any page loads, to see where the bytes are.
  const shared = new Map<string, number>();
  for (const row of rows)
    for (const file of row.files) shared.set(file, (shared.get(file) ?? 0) + 1);
  const biggest = [...shared.entries()]
    .sort((a, b) => sizeOf(b[0]).gzip - sizeOf(a[0]).gzip)
    .slice(0, 12);
  console.log("\nLargest files on first visits (gzip KB, pages loading it):");
  for (const [file, pages] of biggest) {
    console.log(`  ${kb(sizeOf(file).gzip).padStart(6)}  ${String(pages).padStart(3)}  ${file}`);
  }
  return over.length === 0;
}

main().then(
  (isWithinBudget) => process.exit(isWithinBudget ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
