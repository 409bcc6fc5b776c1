/**
 * bench:http's load: autocannon in a process of its own (the load must not share the server's
 * event loop), one GET as sent on the wire, and the unique search queries of a search miss.
 */
import { spawn } from "node:child_process";
import { get } from "node:http";
import { CATALOGUE_WORDS } from "./bench-catalogue";

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests sent (a unique target's queries continue after them). */
  sent: number;
  encoding: string;
  kb: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Each request asks for `prefix` + the unique query number `offset`, `offset + 1`, … */
  unique?: { prefix: string; offset: number };
}

/**
 * Words visitors search for: the generated catalogue's. Query n is two of them, n's digits in base
 * QUERY_WORDS.length: thousands of different queries before one comes back, more than the page
 * cache's 500 entries, so each is a miss.
 */
const QUERY_WORDS = CATALOGUE_WORDS;

/** The search text of unique query `n` (the autocannon child has its own copy of this rule). */
export function uniqueQuery(n: number): string {
  const k = QUERY_WORDS.length;
  return `${QUERY_WORDS[n % k]} ${QUERY_WORDS[Math.floor(n / k) % k]}`;
}

const CHILD = `
  import autocannon from "autocannon";
  const [url, headers, connections, duration, unique, words] = JSON.parse(process.argv[1]);
  let n = unique?.offset ?? 0;
  const k = words.length;
  const requests = unique && [{
    setupRequest: (request) => {
      const q = words[n % k] + " " + words[Math.floor(n / k) % k];
      n++;
      return { ...request, path: unique.prefix + encodeURIComponent(q) };
    },
  }];
  const result = await autocannon({ url, headers, connections, duration, requests });
  process.stdout.write(JSON.stringify({
    rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx, sent: result.requests.sent,
  }));`;

/** Loads `url` with autocannon from a second process. */
export function autocannon(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<Figures> {
  const args = JSON.stringify([
    url,
    headers,
    options.connections,
    options.seconds,
    options.unique ?? null,
    QUERY_WORDS,
  ]);
  const child = spawn(process.execPath, ["--input-type=module", "-e", CHILD, args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve({ ...JSON.parse(output), encoding: "", kb: 0 })
        : reject(new Error(`autocannon exited with ${code}`)),
    ),
  );
}

/** One GET as sent on the wire (fetch would ask for and undo compression itself). */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          bytes,
        }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}
