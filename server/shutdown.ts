/**
 * How an instance stops taking traffic on SIGTERM (docs/decisions/166), in two steps that
 * server.js runs `SHUTDOWN_DELAY_SECONDS` apart:
 *
 * 1. `leave()`: the port stays open, so no connection waiting to be accepted is reset. GET and
 *    HEAD answer 503 "shutting down" (`/readyz` included): a proxy that resends them
 *    (deploy/nginx.conf) passes each to another instance and rests this one, and a load balancer
 *    that asks `/readyz` takes it out. Every other request is served, since no proxy may resend
 *    it. From now on every answer closes its connection (`Connection: close`).
 * 2. `drain()`: the port closes and idle connections with it (`server.close()`); requests in
 *    flight finish, each closing its connection, for up to the grace period, after which the
 *    connections left are cut (`closeAllConnections()`). A request that still arrives on an open
 *    connection is served: only a new connection would tell the proxy anything.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

type Phase = "serving" | "leaving" | "draining";

export interface Drained {
  /** Requests still in flight when the grace period ended: their connections were cut. */
  cut: number;
  /** GET and HEAD requests answered 503 while leaving. */
  refused: number;
}

export class Shutdown {
  private phase: Phase = "serving";
  private refused = 0;
  private readonly inFlight = new Set<ServerResponse>();
  private server: Server | null = null;

  /** The server's request listener: `app`, with the rules above once stopping begins. */
  handle(app: RequestListener): RequestListener {
    return (req: IncomingMessage, res: ServerResponse) => {
      this.inFlight.add(res);
      res.once("close", () => this.whenAnswered(res));
      if (this.phase === "serving") return app(req, res);
      res.setHeader("Connection", "close");
      const isSafe = req.method === "GET" || req.method === "HEAD";
      if (this.phase === "leaving" && isSafe) return this.refuse(res);
      return app(req, res);
    };
  }

  /** Step 1: answers from now on close their connection; GET and HEAD are refused. */
  leave() {
    if (this.phase !== "serving") return;
    this.phase = "leaving";
    for (const res of this.inFlight) {
      if (!res.headersSent) res.setHeader("Connection", "close");
    }
  }

  /**
   * Step 2: stops accepting and closes idle connections; resolves once every connection has
   * closed, cutting those still open after `graceMs`.
   */
  drain(server: Server, graceMs: number): Promise<Drained> {
    this.leave();
    this.phase = "draining";
    this.server = server;
    return new Promise((resolve) => {
      let cut = 0;
      const timer = setTimeout(() => {
        cut = this.inFlight.size;
        server.closeAllConnections();
      }, graceMs);
      server.close(() => {
        clearTimeout(timer);
        resolve({ cut, refused: this.refused });
      });
    });
  }

  private whenAnswered(res: ServerResponse) {
    this.inFlight.delete(res);
    // An answer whose headers went out before the signal kept its connection open: close it
    // now that it is idle (the port is closed, so no new connection is waiting on it).
    if (this.phase === "draining") this.server?.closeIdleConnections();
  }

  private refuse(res: ServerResponse) {
    this.refused++;
    res.writeHead(503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "1",
    });
    res.end("shutting down\n");
  }
}
