/**
 * How the server compresses what it renders (docs/decisions/080, 102, 176): each answer as it
 * goes out (`compressAnswers`: brotli quality 2, gzip level 2; anything that already carries a
 * Content-Encoding, such as a precompressed static file, passes through), and a kept page once
 * per form (`brotliPage` at quality 6, `gzipPage` at level 9: page-cache.ts).
 *
 * Brotli's window is 256 KB, not its default 4 MB. An encoder reserves memory for its window, and
 * Node reports that memory to V8 as the process's own: at 4 MB, some 35 compressed answers were
 * enough for V8 to start a full garbage collection of the whole heap ("external memory
 * pressure"), which under load ran several times a second on every core. A page of up to 256 KB
 * compresses to the same bytes either way (every page measured is smaller); a larger answer
 * only finds its repeats within the last 256 KB.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

const BROTLI_WINDOW_BITS = 18;

export function compressAnswers(): RequestHandler {
  return compression({
    level: 2,
    brotli: { params: brotliParams(2) },
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page's brotli form at quality 6: within 1 % of 9's size at about a third of its time; 10 and
 * 11 save another 10 % for a hundred times the time (docs/decisions/102). Off the main thread.
 */
export function brotliPage(page: Buffer): Promise<Buffer> {
  return brotli(page, {
    params: { ...brotliParams(6), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length },
  });
}

/** A page's gzip form, for the few clients without brotli. Off the main thread. */
export function gzipPage(page: Buffer): Promise<Buffer> {
  return gzip(page, { level: 9 });
}

function brotliParams(quality: number): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  };
}
