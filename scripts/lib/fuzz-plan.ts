/**
 * The requests of `npm run check:fuzz`: every route of app/routes.ts (a new page is walked without
 * a line here) with each class of hostile input in its path, its query and its body, signed in
 * as its area needs; the REST API with its key and JSON bodies; Stripe's webhook with unsigned,
 * badly signed and signed bodies. Ordered GETs first, so an action's effect comes after the reads.
 */
import { signedEvent } from "../../tests/helpers/stripe-objects.ts";
import {
  API_FIELDS,
  FIELD_NAMES,
  INPUT_CLASSES,
  jsonOf,
  multipartOf,
  QUERY_NAMES,
  truncatedMultipart,
} from "./fuzz-inputs.ts";

export interface Planned {
  method: "GET" | "POST" | "PATCH";
  path: string;
  route: string;
  inputClass: string;
  who: "admin" | "owner" | "nobody";
  isApi: boolean;
  headers?: Record<string, string>;
  body?: string;
}

interface ConfigEntry {
  path?: string;
  children?: ConfigEntry[];
}

/** Every route pattern of app/routes.ts ("/admin/users/:userId"). */
function patterns(routes: unknown): string[] {
  const all = new Set<string>();
  const walk = (entries: ConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
      all.add(`/${full}`);
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routes as ConfigEntry[], "");
  return [...all];
}

/** Routes whose POST ends the session the fuzz runs in. */
const NO_POST = [/^\/logout$/, /^\/api\/auth\//];

/** Intents the actions know, each sent with hostile fields. */
const INTENTS = [
  "save",
  "remove",
  "make-member",
  "make-owner",
  "grant-admin",
  "revoke-admin",
  "disable",
  "enable",
  "hide",
  "unhide",
  "approve",
  "reject",
  "test",
  "revoke",
  "add",
  "create",
  "resend",
  "subscribe",
  "status",
  "ship",
];

const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
];

const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export function planRequests(options: { ids: Record<string, string>; routes: unknown }): Planned[] {
  const gets: Planned[] = [];
  const posts: Planned[] = [];
  for (const pattern of patterns(options.routes)) {
    const isApi = pattern.startsWith("/api/v1");
    const who =
      isApi || /^\/supplier\/:/.test(pattern)
        ? "owner"
        : /^\/admin(\/|$)/.test(pattern)
          ? "admin"
          : "nobody";
    const params = [...pattern.matchAll(/:(\w+)\??|\*/g)].map((m) => m[1] ?? "*");
    const fill = (override: Record<string, string> = {}) =>
      pattern.replace(/:(\w+)\??|\*/g, (_, name: string | undefined) => {
        const key = name ?? "*";
        return override[key] ?? encodeURIComponent(options.ids[key] ?? "x");
      });
    const item = (p: Omit<Planned, "route" | "who" | "isApi">): Planned => ({
      ...p,
      route: pattern,
      who,
      isApi,
    });
    gets.push(item({ method: "GET", path: fill(), inputClass: "baseline" }));
    for (const input of INPUT_CLASSES) {
      for (const value of input.inUrl) {
        for (const param of params) {
          gets.push(
            item({
              method: "GET",
              path: fill({ [param]: value }),
              inputClass: `${input.name} in path`,
            }),
          );
        }
        const query = QUERY_NAMES.map((n) => `${n}=${value}`).join("&");
        gets.push(
          item({ method: "GET", path: `${fill()}?${query}`, inputClass: `${input.name} in query` }),
        );
      }
    }
    gets.push(
      item({
        method: "GET",
        path: `${fill()}?status=a&status=b&cursor=x&cursor=y`,
        inputClass: "wrong-type in query",
      }),
    );
    if (NO_POST.some((r) => r.test(pattern))) continue;
    if (isApi) {
      for (const input of INPUT_CLASSES) {
        for (const value of input.inBody) {
          for (const field of API_FIELDS) {
            posts.push(
              item({
                method: "PATCH",
                path: fill(),
                inputClass: `${input.name} in JSON`,
                headers: { "Content-Type": "application/json" },
                body: jsonOf({ [field]: value }),
              }),
            );
          }
        }
      }
      for (const body of ["{", '{"status":', "[]", "null", '"x"', "1", '{"status":"approved"}{}']) {
        posts.push(
          item({
            method: "PATCH",
            path: fill(),
            inputClass: "malformed JSON",
            headers: { "Content-Type": "application/json" },
            body,
          }),
        );
      }
      continue;
    }
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
    for (const input of INPUT_CLASSES) {
      for (const value of input.inBody) {
        const all = Object.fromEntries(FIELD_NAMES.map((n) => [n, text(value)]));
        posts.push(
          item({
            method: "POST",
            path: fill(),
            inputClass: `${input.name} in form`,
            headers: urlencoded,
            body: form(all),
          }),
        );
        const parts = multipartOf(all);
        posts.push(
          item({
            method: "POST",
            path: fill(),
            inputClass: `${input.name} in multipart`,
            headers: { "Content-Type": parts.contentType },
            body: parts.body,
          }),
        );
        posts.push(
          item({
            method: "POST",
            path: fill(),
            inputClass: `${input.name} in JSON`,
            headers: { "Content-Type": "application/json" },
            body: jsonOf(all),
          }),
        );
      }
      const first = text(input.inBody[0]);
      for (const intent of INTENTS) {
        const fields = Object.fromEntries(FIELD_NAMES.map((n) => [n, first]));
        posts.push(
          item({
            method: "POST",
            path: fill(),
            inputClass: `${input.name} with intent`,
            headers: urlencoded,
            body: form({ ...fields, intent }),
          }),
        );
      }
    }
    const cut = truncatedMultipart();
    posts.push(
      item({
        method: "POST",
        path: fill(),
        inputClass: "truncated multipart",
        headers: { "Content-Type": cut.contentType },
        body: cut.body,
      }),
    );
  }
  return [...gets, ...posts, ...webhookBodies()];
}

/** Stripe's webhook: unsigned and badly signed bodies, and signed events naming hostile ids. */
function webhookBodies(): Planned[] {
  const planned: Planned[] = [];
  const item = (inputClass: string, body: string, signature: string | null): Planned => ({
    method: "POST",
    path: "/webhooks/stripe",
    route: "/webhooks/stripe",
    inputClass,
    who: "nobody",
    isApi: false,
    headers: {
      "Content-Type": "application/json",
      ...(signature === null ? {} : { "Stripe-Signature": signature }),
    },
    body,
  });
  for (const type of HANDLED_STRIPE_EVENTS) {
    const ids = ["sub_unknown", "", "\u0000", "x".repeat(5000), "\ud800", "-".repeat(36)];
    for (const id of ids) {
      const object =
        type === "checkout.session.completed"
          ? {
              id: "cs_fuzz",
              object: "checkout.session",
              mode: "subscription",
              subscription: id,
              client_reference_id: id,
            }
          : type.startsWith("invoice.")
            ? {
                id: "in_fuzz",
                object: "invoice",
                customer: id,
                parent: { subscription_details: { subscription: id } },
              }
            : {
                id,
                object: "subscription",
                customer: id,
                status: "active",
                metadata: { companyId: id },
              };
      const event = signedEvent(type, object);
      planned.push(item("signed webhook", event.payload, event.header));
      planned.push(item("unsigned webhook", event.payload, null));
      planned.push(
        item(
          "badly signed webhook",
          event.payload,
          event.header.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`),
        ),
      );
    }
  }
  const wrong = signedEvent("customer.subscription.updated", {
    id: [1, 2],
    object: "subscription",
  });
  planned.push(item("signed webhook, wrong types", wrong.payload, wrong.header));
  planned.push(item("unsigned webhook", "{", "t=1,v1=00"));
  return planned;
}
