/**
 * Serves the client build's compressible files (CSS, JavaScript, SVG, …) from memory, as the
 * brotli or gzip copy the build wrote next to them (vite/precompress-assets.ts) when the client
 * accepts it, or as they are: no compression per request (docs/decisions/080). Every answer
 * carries `Vary: Accept-Encoding` and a strong ETag per encoding (304 on a match); hashed files
 * under /assets/ are immutable for a year, the others cached for an hour. Files without a
 * compressed copy (pictures, fonts, small files) are left to the next handler (express.static).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

export type ContentEncoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  /** The file's extension, for its Content-Type (`res.type`). */
  extension: string;
  cacheControl: string;
  variants: Partial<Record<ContentEncoding, Variant>>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_HOUR = "public, max-age=3600";

/**
 * The encoding to send: brotli, then gzip, when the client accepts it (`q=0` refuses;
 * `*` accepts any), else the file as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const isAccepted = (encoding: string) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0;
  for (const encoding of ["br", "gzip"] as const) {
    if (available.includes(encoding) && isAccepted(encoding)) return encoding;
  }
  return "identity";
}

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

function variant(body: Buffer, encoding: ContentEncoding, hash: string): Variant {
  return { body, etag: `"${hash}-${encoding}"` };
}

/** Reads every file of `root` that has a .br or .gz copy, with its copies, into memory. */
export function loadPrecompressedFiles(root: string): Map<string, StaticFile> {
  const names = new Set(listFiles(root));
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    const hasBrotli = names.has(`${name}.br`);
    const hasGzip = names.has(`${name}.gz`);
    if (!hasBrotli && !hasGzip) continue;
    const body = readFileSync(path.join(root, name));
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 16);
    const urlPath = `/${name.split(path.sep).join("/")}`;
    files.set(urlPath, {
      extension: path.extname(name),
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : ONE_HOUR,
      variants: {
        identity: variant(body, "identity", hash),
        ...(hasBrotli
          ? { br: variant(readFileSync(path.join(root, `${name}.br`)), "br", hash) }
          : {}),
        ...(hasGzip
          ? { gzip: variant(readFileSync(path.join(root, `${name}.gz`)), "gzip", hash) }
          : {}),
      },
    });
  }
  return files;
}

/** The ETag list of If-None-Match matches this one (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function precompressedStatic(root: string): RequestHandler {
  const files = loadPrecompressedFiles(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    const encoding = chooseEncoding(
      req.get("accept-encoding"),
      Object.keys(file.variants) as ContentEncoding[],
    );
    const chosen = file.variants[encoding] ?? file.variants.identity;
    if (!chosen) return next();
    res.type(file.extension);
    res.set({
      "Cache-Control": file.cacheControl,
      Vary: "Accept-Encoding",
      ETag: chosen.etag,
    });
    if (encoding !== "identity") res.set("Content-Encoding", encoding);
    if (matchesEtag(req.get("if-none-match"), chosen.etag)) {
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(chosen.body.length));
    if (req.method === "HEAD") res.end();
    else res.end(chosen.body);
  };
}
