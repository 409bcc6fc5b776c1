import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type RouterContextProvider,
  type ServerInstrumentation,
  ServerRouter,
} from "react-router";
import { NonceContext } from "~/components/nonce";
import { getAppContext, requestRecordContext } from "~/context.server";
import { logFailure } from "~/lib/log.server";
import { buildContentSecurityPolicy, inlineScriptHashes, securityOptions } from "~/security.server";

export const streamTimeout = 5_000;

/**
 * An error a loader or action did not expect. React Router's default logs the error as it is,
 * whose message may hold the request's query or a failed query's parameters: log only the
 * method, the error's class and database code, and its stack frames.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logFailure(`${request.method} request failed`, error, { withStack: true });
}

/**
 * The matched route's pattern, for the request log and the metrics (docs/decisions/125): React
 * Router's request instrumentation knows it once the request is served; no URL is kept.
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(handle, { context }) {
          const result = await handle();
          const record = context?.get(requestRecordContext);
          const pattern = result.meta?.pattern;
          if (record && pattern)
            record.routePattern = pattern.startsWith("/") ? pattern : `/${pattern}`;
        },
      });
    },
  },
];

/**
 * Every page is rendered whole, then answered as one body: no page streams deferred data, so the
 * shell is the whole page anyway, and one body costs one compression call and a few socket writes
 * where a stream of 2 KB chunks cost one of each per chunk (issue 37 point 3). A signed-out
 * visitor's page (no nonce: docs/decisions/102) is the same bytes for everyone, and its
 * Content-Security-Policy lists the hashes of its inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, env } = getAppContext(loadContext);
  const isShared = nonce === undefined;

  return new Promise((resolve, reject) => {
    let isShellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          isShellRendered = true;
        },
        onAllReady() {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(
            wholePage((page) => {
              clearTimeout(timeoutId);
              if (isShared) {
                const hashes = inlineScriptHashes(page.toString());
                const policy = buildContentSecurityPolicy({ hashes }, securityOptions(env));
                responseHeaders.set("Content-Security-Policy", policy);
              }
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (isShellRendered) logFailure("Rendering failed", error, { withStack: true });
        },
      },
    );
  });
}

/** A stream that collects the whole page and hands it over once it has ended. */
function wholePage(done: (page: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      // A new buffer of its own (never shared memory), as a Response body must be.
      done(Buffer.concat(chunks) as Buffer<ArrayBuffer>);
      callback();
    },
  });
}
