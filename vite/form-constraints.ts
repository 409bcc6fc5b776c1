/**
 * Vite plugin: in the browser build, a form module in app/forms/ becomes plain data
 * (docs/decisions/082). The module is evaluated at build time with Vite's module runner; each
 * `z.object` form schema it exports is replaced by its `FormConstraints` (every field's label,
 * constraints and checks, app/forms/kit.ts) and every other export (messages, option lists) by
 * its value, so the browser gets no Zod and none of the form's imports. The server build is
 * untouched: actions parse with the real schemas.
 *
 * A module that also exports something that is not plain data (a function, a class, a Zod schema
 * that is not an object) is left as it is, with a warning: it still works, and ships Zod.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Plugin, runnerImport } from "vite";
import { formConstraints } from "../app/forms/kit.ts";

const FORMS_DIR = `${path.sep}app${path.sep}forms${path.sep}`;
/** The kit itself and server-only or test modules are not forms. */
const NOT_A_FORM = /(\.server|\.test)\.tsx?$|[/\\](kit|fields|checks|use-form)\.ts$/;

function isFormModule(file: string) {
  return file.includes(FORMS_DIR) && file.endsWith(".ts") && !NOT_A_FORM.test(file);
}

function isZodSchema(value: unknown): value is object {
  return typeof value === "object" && value !== null && "_zod" in value;
}

function isPlainData(value: unknown): boolean {
  if (value === null || ["string", "boolean", "undefined"].includes(typeof value)) return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(isPlainData);
}

/** The export's browser value, or null when it cannot be plain data. */
function browserValue(value: unknown): { value: unknown } | null {
  if (isZodSchema(value)) {
    return "shape" in value
      ? { value: formConstraints(value as Parameters<typeof formConstraints>[0]) }
      : null;
  }
  return isPlainData(value) ? { value } : null;
}

const asCode = (value: unknown) =>
  value === undefined ? "undefined" : JSON.stringify(value).replace(/</g, "\\u003c");

export function formConstraintsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "sampletray:form-constraints",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      const file = id.split("?")[0] ?? id;
      if (!isFormModule(file)) return null;
      const source = await readFile(file, "utf8");
      if (!/from\s+["']zod["']/.test(source)) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        root,
        logLevel: "error",
        resolve: { tsconfigPaths: true },
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const lines: string[] = [];
      for (const [name, exported] of Object.entries(module)) {
        const browser = browserValue(exported);
        if (!browser) {
          this.warn(
            `${path.relative(root, file)}: export "${name}" is not plain data, so the browser gets the whole module and Zod; move it to a module of its own (docs/decisions/082)`,
          );
          return null;
        }
        lines.push(
          name === "default"
            ? `export default ${asCode(browser.value)};`
            : `export const ${name} = ${asCode(browser.value)};`,
        );
      }
      return `// Built from ${path.relative(root, file)} by vite/form-constraints.ts\n${lines.join("\n")}\n`;
    },
  };
}
