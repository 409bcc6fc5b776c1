/**
 * How the browser build groups modules into files (docs/decisions/084). Left to itself, Rolldown
 * makes a file of every set of modules that the same routes share, so a page downloaded some 25
 * files, many under 1 KB, each with its own import lines and gzip overhead. Two groups instead:
 *
 * - `framework`: React, React DOM, the scheduler and React Router (and Rolldown's runtime), which
 *   every page that hydrates loads, in one file that changes only when they are upgraded;
 * - `shell`: our modules that the root route imports statically (layout, header, footer, the
 *   search box's field, `seo`, …), which every page that hydrates loads as well.
 *
 * Everything else (a page's own modules, code loaded on demand) is split as Rolldown decides.
 */
import path from "node:path";
import type { Rolldown } from "vite";

type CodeSplittingOptions = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;
type NameFunction = Extract<
  NonNullable<CodeSplittingOptions["groups"]>[number]["name"],
  (...args: never[]) => unknown
>;
type ChunkingContext = Parameters<NameFunction>[1];

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/:]runtime/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const ROOT_ROUTE = path.resolve(import.meta.dirname, "../app/root.tsx");

/** Our modules that the root route imports statically, directly or not. */
function rootImports(ctx: ChunkingContext): Set<string> {
  const ids = new Set<string>();
  const stack = [ROOT_ROUTE];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (ids.has(id) || NODE_MODULES.test(id)) continue;
    ids.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return ids;
}

export function chunkGroups(): CodeSplittingOptions {
  let shell: Set<string> | undefined;
  return {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 2 },
      {
        name(id, ctx) {
          shell ??= rootImports(ctx);
          return shell.has(id) ? "shell" : null;
        },
        priority: 1,
      },
    ],
  };
}
