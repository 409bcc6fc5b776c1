/**
 * check:cluster's look at a database outage through nginx (deploy/nginx.conf, docs/decisions/167):
 * every instance answers what the app answers then (503, `Retry-After: 30`, private, no-store),
 * so nginx tries one, then the other, and rests both for fail_timeout. Forty GETs 100 ms apart
 * must all reach the visitor as that 503 with its Retry-After, kept by nobody: the instances'
 * own answer while one is left to ask, nginx's @unavailable page while both rest, never a bare
 * 502. The instances are stand-ins here (two small servers giving the outage's answer): a real
 * outage would stop the database the other checks share.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Row } from "./cluster";
import { sleep } from "./crash-load";
import { NginxProxy } from "./nginx-proxy";

const REQUESTS = 40;

/** A stand-in instance during an outage: what server/response-headers.ts makes of a 503. */
async function outageInstance(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(503, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Retry-After": "30",
    });
    res.end("<!doctype html><title>Temporarily unavailable</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

export async function checkOutageThroughNginx(port: number): Promise<Row> {
  const instances = [await outageInstance(), await outageInstance()];
  const runDir = mkdtempSync(path.join(tmpdir(), "sampletray-nginx-outage-"));
  const proxy = new NginxProxy({
    runDir,
    port,
    upstreams: instances.map((s) => `127.0.0.1:${(s.address() as AddressInfo).port}`),
  });
  const statuses = new Map<string, number>();
  let honest = 0;
  try {
    await proxy.start();
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`${proxy.site}/companies/outage-${i}`);
      await res.arrayBuffer();
      const key = String(res.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const isHonest =
        res.status === 503 &&
        res.headers.get("retry-after") === "30" &&
        /no-store/.test(res.headers.get("cache-control") ?? "");
      if (isHonest) honest++;
      await sleep(100);
    }
  } finally {
    await proxy.stop();
    for (const server of instances) server.close();
    rmSync(runDir, { recursive: true, force: true });
  }
  const counts = [...statuses].map(([status, n]) => `${status} ×${n}`).join(", ");
  return {
    check: "nginx during a database outage",
    ok: honest === REQUESTS,
    detail: `${REQUESTS} GETs 100 ms apart, both instances answering 503: ${counts}; ${honest} with Retry-After: 30 and no-store`,
  };
}
