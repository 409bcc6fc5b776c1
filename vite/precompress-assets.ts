/**
 * A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy next to every compressible file
 * of the client build (build/client: hashed assets and the copied public/ files), once, at the
 * best quality, so the server sends them as they are instead of compressing on every request
 * (server/precompressed-static.ts, docs/decisions/080).
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest|ico)$/i;
/** Smaller files are sent as they are (a compressed copy saves less than its headers cost). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const variants: [string, Buffer][] = [
      [
        ".br",
        await brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ],
      [".gz", await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ];
    for (const [extension, compressed] of variants) {
      // Only a copy that saves something is kept; the server falls back to the file itself.
      if (compressed.length >= content.length * 0.95) continue;
      await writeFile(`${file}${extension}`, compressed);
      written++;
    }
  }
  return written;
}

export function precompressAssets(): Plugin {
  return {
    name: "sampletray:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async closeBundle() {
      const outDir = path.resolve(
        this.environment.config.root,
        this.environment.config.build.outDir,
      );
      // closeBundle runs after a failed build too: leave its own error to be seen.
      if (!existsSync(outDir)) return;
      const written = await precompressDirectory(outDir);
      this.environment.logger.info(`precompressed: ${written} .br and .gz files in ${outDir}`);
    },
  };
}
