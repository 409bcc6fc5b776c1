/**
 * Vite plugin: a smaller helper for the browser's dynamic imports (docs/decisions/084). Vite wraps
 * every `import()` in the browser build as `__vitePreload(() => import(file), deps)`, where `deps`
 * are the files that `file` imports (paths under the base URL), and its helper (1 KB gzip, in the
 * shell every page loads) also reads a CSP nonce meta tag, waits for stylesheets and fires a
 * `vite:preloadError` event. We need none of that: scripts are allowed by 'self', no listener
 * waits for the event, and the one stylesheet is the root's. This helper adds a link per file not
 * asked for yet (`modulepreload`, or `stylesheet` for CSS), so a lazily loaded module's imports
 * still download in parallel, and then imports it.
 *
 * It replaces Vite's virtual module `\0vite/preload-helper.js`. If a Vite upgrade renames that
 * module, Vite's own helper comes back (the build still works); the build then warns.
 */
import type { Plugin } from "vite";

const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

export function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "sampletray:small-preload-helper",
    enforce: "pre",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID || this.environment.name !== "client") return null;
      return `const asked = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (asked.has(dep)) continue;
    asked.add(dep);
    const link = document.createElement("link");
    link.rel = dep.endsWith(".css") ? "stylesheet" : "modulepreload";
    link.href = ${JSON.stringify(base)} + dep;
    document.head.appendChild(link);
  }
  return load();
};
`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.code.includes("vite:preloadError")) {
          this.warn(
            `${file.fileName} has Vite's own preload helper: vite/small-preload-helper.ts no longer applies`,
          );
        }
      }
    },
  };
}
