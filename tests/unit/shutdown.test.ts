/**
 * How a stopping server treats its connections (server/shutdown.ts, docs/decisions/166), on a
 * real HTTP server with real sockets: while leaving, GET is refused with 503 and other requests
 * are served, each answer closing its connection; once draining, the port refuses connections,
 * idle kept-alive connections close, a request in flight finishes (or is cut when the grace
 * period ends). The whole process (server.js, SIGTERM): tests/integration/graceful-shutdown.test.ts.
 */
import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Shutdown } from "../../server/shutdown";

interface Answer {
  socket: Socket;
  status: number;
  connection: string | undefined;
  cacheControl: string | undefined;
  body: string;
}

/** A server whose `/slow` answers when the test calls `release()`; others answer at once. */
async function startServer() {
  const shutdown = new Shutdown();
  let release = () => {};
  let arrived = () => {};
  const isSlowHere = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer(
    shutdown.handle((req, res) => {
      if (req.url === "/slow") {
        arrived();
        void released.then(() => res.end("done"));
      } else if (req.url === "/streaming") {
        res.writeHead(200);
        res.write("first part ");
        arrived();
        void released.then(() => res.end("last part"));
      } else {
        req.resume();
        res.end(`${req.method} ok`);
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { shutdown, server, port, release, isSlowHere };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** One request, on a connection of its own or one `agent` keeps alive. */
function send(port: number, path: string, method = "GET", agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, agent: agent ?? false });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({
          socket: req.socket as Socket,
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          cacheControl: res.headers["cache-control"],
          body,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A connection kept alive after its first answer, as a browser or proxy keeps one. */
async function keepAlive(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const first = await send(port, "/", "GET", agent);
  const closed = new Promise<void>((resolve) => first.socket.once("close", () => resolve()));
  return { agent, first, closed };
}

function isRefused(port: number): Promise<boolean> {
  return send(port, "/").then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === "ECONNREFUSED",
  );
}

describe("a stopping server", () => {
  it("refuses GET with 503 and serves POST while leaving, each answer closing its connection", async () => {
    const { shutdown, port } = await startServer();
    const kept = await keepAlive(port);
    expect(kept.first).toMatchObject({ status: 200, connection: "keep-alive" });

    shutdown.leave();

    const post = await send(port, "/", "POST", kept.agent);
    expect(post).toMatchObject({ status: 200, connection: "close", body: "POST ok" });
    expect(post.socket).toBe(kept.first.socket);
    await kept.closed;
    expect(await send(port, "/readyz")).toMatchObject({
      status: 503,
      connection: "close",
      cacheControl: "no-store",
      body: "shutting down\n",
    });
  });

  it("finishes the request in flight once draining, refuses new connections and closes idle ones", async () => {
    const { shutdown, server, port, release, isSlowHere } = await startServer();
    const idle = await keepAlive(port);
    const inFlight = send(port, "/slow");
    await isSlowHere;

    shutdown.leave();
    const drained = shutdown.drain(server, 60_000);

    await idle.closed;
    expect(await isRefused(port)).toBe(true);
    release();
    expect(await inFlight).toMatchObject({ status: 200, connection: "close", body: "done" });
    expect(await drained).toEqual({ cut: 0, refused: 0 });
  });

  it("closes the connection of an answer that began before the signal once it ends", async () => {
    const { shutdown, server, port, release, isSlowHere } = await startServer();
    const streaming = send(port, "/streaming");
    await isSlowHere;

    const drained = shutdown.drain(server, 60_000);
    release();

    expect(await streaming).toMatchObject({ status: 200, body: "first part last part" });
    expect(await drained).toEqual({ cut: 0, refused: 0 });
  });

  it("cuts a request still in flight when the grace period ends", async () => {
    const { shutdown, server, port, isSlowHere } = await startServer();
    const inFlight = send(port, "/slow").then(
      () => "answered",
      () => "cut",
    );
    await isSlowHere;

    expect(await shutdown.drain(server, 0)).toEqual({ cut: 1, refused: 0 });
    expect(await inFlight).toBe("cut");
  });
});
