/**
 * A real HTTP server on 127.0.0.1 that receives webhooks in tests (and the browser spec): it keeps
 * each request's headers and body and answers with `status` (200 unless set).
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:port/hooks */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  status: number;
  waitFor(match: (hook: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]),
  );
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: flatHeaders(request.headers),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(receiver.status, { "content-type": "text/plain" });
      response.end(receiver.status < 300 ? "thanks" : "receiver failed on purpose");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    status: 200,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `No matching webhook within ${timeoutMs} ms (${received.length} received)`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
