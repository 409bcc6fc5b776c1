/**
 * A local stand-in for Stripe's API (docs/decisions/140): an HTTP server a test starts, answering
 * the calls the app makes through the official SDK (customers, Checkout Sessions, portal sessions,
 * subscriptions, invoices) with Stripe-shaped JSON. A test sets the subscriptions and invoices it
 * returns, reads the requests it received, and can take it down (every connection is cut). The SDK
 * is pointed at it with STRIPE_API_HOST, STRIPE_API_PORT and STRIPE_API_PROTOCOL (`env`), and
 * events are signed with the SDK's own `webhooks.generateTestHeaderString` (`signedEvent`).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  customerJson,
  type Json,
  type SubscriptionState,
  standInStripeEnv,
  subscriptionJson,
} from "./stripe-objects";

export * from "./stripe-objects";

export interface StandInRequest {
  method: string;
  path: string;
  /** The form body or the query, flat as the SDK encodes it (`line_items[0][price]`). */
  params: Record<string, string>;
  headers: IncomingMessage["headers"];
}

export interface StripeStandIn {
  url: string;
  /** STRIPE_* variables that turn Stripe on and point the SDK here. */
  env: Record<string, string>;
  requests: StandInRequest[];
  customers: Map<string, Json>;
  /** What `subscriptions.retrieve` answers, by id (set by the test). */
  subscriptions: Map<string, SubscriptionState>;
  invoices: Json[];
  /** While true, every connection is cut before an answer (Stripe unreachable). */
  down: boolean;
  /** The requests to one path (e.g. "/v1/checkout/sessions"). */
  requestsTo(path: string): StandInRequest[];
  close(): Promise<void>;
}

function stripeError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message } }));
}

async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  return Object.fromEntries(new URLSearchParams(body || url.search));
}

const expandsOf = (params: Record<string, string>) =>
  Object.entries(params)
    .filter(([k]) => k.startsWith("expand["))
    .map(([, v]) => v);

/** Listens on `port` (default: a free one). */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const standIn = {
    requests: [] as StandInRequest[],
    customers: new Map<string, Json>(),
    subscriptions: new Map<string, SubscriptionState>(),
    invoices: [] as Json[],
    down: false,
  };
  const answer = (
    req: IncomingMessage,
    params: Record<string, string>,
    path: string,
  ): Json | null => {
    const [, , resource, id] = path.split("/");
    const expand = expandsOf(params);
    if (req.method === "POST" && path === "/v1/customers") {
      const id = `cus_${randomUUID().slice(0, 12)}`;
      const customer = customerJson(id, {
        name: params.name ?? null,
        email: params.email ?? null,
        metadata: { companyId: params["metadata[companyId]"] },
      });
      standIn.customers.set(id, customer);
      return customer;
    }
    if (req.method === "GET" && resource === "customers" && id) {
      return standIn.customers.get(id) ?? null;
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const sessionId = `cs_test_${randomUUID().slice(0, 12)}`;
      return {
        id: sessionId,
        object: "checkout.session",
        mode: params.mode,
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      };
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      return {
        id: `bps_${randomUUID().slice(0, 12)}`,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.com/p/session/${randomUUID().slice(0, 12)}`,
      };
    }
    if (req.method === "GET" && resource === "subscriptions" && id) {
      const state = standIn.subscriptions.get(id);
      return state ? subscriptionJson(state, expand) : null;
    }
    if (req.method === "GET" && path === "/v1/invoices") {
      const data = standIn.invoices.filter((i) => i.customer === params.customer);
      return { object: "list", url: "/v1/invoices", has_more: false, data };
    }
    return null;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const params = await readParams(req, url);
    standIn.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      params,
      headers: req.headers,
    });
    if (standIn.down) {
      req.socket.destroy();
      return;
    }
    const body = answer(req, params, url.pathname);
    if (!body) return stripeError(res, 404, `No such object: ${url.pathname}`);
    res.writeHead(200, { "Content-Type": "application/json", "Request-Id": `req_${randomUUID()}` });
    res.end(JSON.stringify(body));
  });
  server.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const bound = (server.address() as AddressInfo).port;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${bound}`,
    env: standInStripeEnv(bound),
    requestsTo: (path: string) => standIn.requests.filter((r) => r.path === path),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
