/**
 * One try of one webhook (issue 27): the body signed to the Standard Webhooks spec
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`, with the `standardwebhooks` package),
 * POSTed to the address that was checked (addresses.server.ts), within WEBHOOK_TIMEOUT_MS.
 * Redirects are not followed: only a 2xx answer is a success. Of the answer's body only a short
 * snippet is kept.
 */
import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { type AddressPolicy, checkWebhookUrl, pinnedLookup } from "./addresses.server";

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer's body the delivery log keeps. */
export const SNIPPET_LENGTH = 200;

export interface WebhookMessage {
  url: string;
  /**
   * The endpoint's `whsec_…` secrets: its own, then one a roll replaced while it still signs.
   * Each signs the message; the header carries the signatures space-separated, as the Standard
   * Webhooks spec allows, so a receiver with either secret verifies it.
   */
  secrets: string[];
  /** The `webhook-id`: the same for every try of one delivery. */
  id: string;
  body: string;
}

export interface SendResult {
  isSuccess: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseSnippet: string | null;
}

export async function sendWebhook(
  message: WebhookMessage,
  policy: AddressPolicy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const checked = await checkWebhookUrl(message.url, policy);
  if (!checked.ok) {
    return result(false, null, elapsed(), `Not sent: ${checked.message}`, null);
  }
  const timestamp = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": "SampleTray-Webhooks/1",
    "webhook-id": message.id,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": message.secrets
      .map((secret) => new Webhook(secret).sign(message.id, timestamp, message.body))
      .join(" "),
  };
  const client = checked.url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      checked.url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(message.body) },
        // A connection of its own, to the address that was checked, never a pooled one.
        agent: false,
        lookup: pinnedLookup(checked.address) as never,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let snippet = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          snippet += chunk;
          if (snippet.length >= SNIPPET_LENGTH) response.destroy();
        });
        const finish = () => {
          const isSuccess = status >= 200 && status < 300;
          const error = status >= 300 && status < 400 ? "Redirects are not followed" : null;
          resolve(result(isSuccess, status, elapsed(), error, snippet));
        };
        response.on("end", finish);
        response.on("close", finish);
        response.on("error", finish);
      },
    );
    request.on("error", (error) => {
      const isTimeout = error.name === "AbortError" || error.name === "TimeoutError";
      const reason = isTimeout
        ? `No answer within ${timeoutMs / 1000} s`
        : connectionFailure(error);
      resolve(result(false, null, elapsed(), reason, null));
    });
    request.end(message.body);
  });
}

function connectionFailure(error: Error & { code?: string }): string {
  return error.code ? `Connection failed (${error.code})` : "Connection failed";
}

function result(
  isSuccess: boolean,
  statusCode: number | null,
  durationMs: number,
  error: string | null,
  snippet: string | null,
): SendResult {
  return {
    isSuccess,
    statusCode,
    durationMs,
    error: error?.slice(0, 300) ?? null,
    responseSnippet: snippet ? snippet.slice(0, SNIPPET_LENGTH) : null,
  };
}
