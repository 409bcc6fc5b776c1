import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
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
  // A signed-out visitor's page (no nonce: docs/decisions/102) is rendered whole, the same bytes
  // for everyone, and its Content-Security-Policy lists the hashes of its inline scripts.
  const isShared = nonce === undefined;

  return new Promise((resolve, reject) => {
    let isShellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      isShared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          isShellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (isShared) {
            pipe(
              wholePage((html) => {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                const hashes = inlineScriptHashes(html);
                const policy = buildContentSecurityPolicy({ hashes }, securityOptions(env));
                responseHeaders.set("Content-Security-Policy", policy);
                resolve(
                  new Response(html, { headers: responseHeaders, status: responseStatusCode }),
                );
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
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
function wholePage(done: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks).toString());
      callback();
    },
  });
}
