/**
 * The request pipeline's guards and the React Router hand-over, on a real Express server:
 * methods (405), content types (415), body size (413), cross-site posts (403), the public URL.
 * The routes are a stand-in build whose `handle`s declare what the real routes do
 * (tests/helpers/fake-build.ts); tests/integration/request-rules-over-http.test.ts asks the real
 * routes.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasControlCharacter } from "~/lib/control-characters";
import {
  FORM_BODY_LIMIT_BYTES,
  jsonBody,
  UPLOAD_BODY_CEILING_BYTES,
  uploadBody,
} from "~/lib/request-rules";
import { MAX_UPLOAD_BYTES } from "~/lib/suppliers";
import { LOGO_FIELDS, PRODUCT_FIELDS } from "~/lib/upload-fields";
import { publicRequestUrl } from "../../server/react-router";
import { limitedBody, limitRequestBodies } from "../../server/request-bodies";
import {
  allowOnlySiteMethods,
  CROSS_SITE_MESSAGE,
  refuseControlCharacters,
  refuseCrossSiteRequests,
} from "../../server/request-guards";
import { matchRouteRules } from "../../server/route-rules";
import { fakeBuild } from "../helpers/fake-build";

/** The routes these tests post to, declaring what the real ones do. */
const BUILD = fakeBuild([
  { id: "index", index: true },
  { id: "login", path: "login" },
  { id: "signup", path: "signup" },
  { id: "request-samples", path: "request-samples" },
  { id: "events", path: "api/events", isPage: false, handle: { body: jsonBody(4096) } },
  { id: "unsubscribe", path: "unsubscribe/:token", handle: { crossSite: "url-token" } },
  { id: "supplier", path: "supplier/:companyId" },
  { id: "team", parentId: "supplier", path: "team" },
  {
    id: "listing",
    parentId: "supplier",
    path: "listing",
    handle: { body: uploadBody(LOGO_FIELDS) },
  },
  {
    id: "product",
    parentId: "supplier",
    path: "listing/products/:productId",
    handle: { body: uploadBody(PRODUCT_FIELDS) },
  },
  { id: "splat", path: "*" },
]);

/** Reads the body as a route does, through its limits; null when a limit cut it off. */
async function readAsRoute(req: express.Request, res: express.Response): Promise<string | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of limitedBody(req, res)) chunks.push(chunk as Buffer);
  } catch {
    return null;
  }
  return Buffer.concat(chunks).toString();
}

let base = "";
let close: () => Promise<void>;
const seen: { url: string; body: string }[] = [];

beforeAll(async () => {
  const app = express();
  app.use(matchRouteRules(async () => BUILD));
  app.use(allowOnlySiteMethods());
  app.use(refuseControlCharacters());
  app.use(limitRequestBodies());
  app.use(async (req, res) => {
    const url = publicRequestUrl(req.originalUrl, "https://sampletray.example");
    const body = await readAsRoute(req, res);
    if (body === null) return;
    seen.push({ url: String(url), body });
    res.status(200).send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});
afterAll(() => close());

const form = "application/x-www-form-urlencoded";

describe("request guards", () => {
  it.each([
    "/company/%00",
    "/supplier/%00/leads",
    "/admin/companies/a%00b",
    "/admin/products/%1F",
    "/supplier/x/listing/products/%7F",
  ])("answers a path with a control character, %s, with 404 before any route", async (path) => {
    const before = seen.length;
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it.each([
    "/admin/users?q=%00",
    "/admin/subscribers.csv?q=a%00b",
    "/search?q=ab%0Acd",
    "/admin/outbox?before=%00",
    "/admin/users?%00=x",
  ])(
    "answers a query with a control character, %s, with 400 before the first byte",
    async (path) => {
      const before = seen.length;
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("The address holds characters that are not allowed.");
      expect(seen.length).toBe(before);
    },
  );

  it("lets ordinary paths and queries through, percent signs and spaces included", async () => {
    for (const path of ["/search?q=100%25+off", "/company/bondline", "/search?q=a%20b"]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    }
  });

  it("lets nothing with a control character past, as the router reads the path and query", async () => {
    // NULs and other controls in every encoding, mixed with percent-encoding that does not decode
    // (then React Router leaves the whole path undecoded, and so does the guard).
    const segments = ["%00", "%00%E0", "%E0%00", "%%00", "%2500", "a%00b", "%C0%80", "%0A", "%7F"];
    const urls = [
      ...segments.flatMap((s) => [`/company/${s}`, `/supplier/${s}/leads`, `/admin/users/x/${s}`]),
      ...segments.flatMap((s) => [`/admin/users?q=${s}`, `/search?${s}=1`, `/x?q=ok&q=${s}`]),
      "/company/%E0%A4%A/%00",
      "/admin/subscribers.csv?q=%E0%A4%A&before=%00",
    ];
    const routerPath = (path: string) => {
      try {
        return path
          .split("/")
          .map((segment) => decodeURIComponent(segment))
          .join("/");
      } catch {
        return path;
      }
    };
    for (const url of urls) {
      const before = seen.length;
      const response = await fetch(`${base}${url}`);
      if (seen.length === before) {
        expect([400, 404], url).toContain(response.status);
        continue;
      }
      const passed = new URL(url, base);
      const values = [routerPath(passed.pathname), ...[...passed.searchParams].flat()];
      expect(
        values.some((value) => hasControlCharacter(value)),
        url,
      ).toBe(false);
    }
  });

  it("answers multipart/form-data without a boundary with 400", async () => {
    const response = await fetch(`${base}/admin/users`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "intent=disable",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("A multipart/form-data body needs its boundary.");
  });

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])(
    "answers %s with 405 and Allow",
    async (method) => {
      const response = await fetch(`${base}/login`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    },
  );

  it.each([
    ["application/json", '{"email":"a@b.c"}'],
    ["text/plain", "email=a@b.c"],
    ["application/xml", "<a/>"],
    [null, "email=a@b.c"],
  ])("answers a form action posted as %s with 415", async (type, body) => {
    const response = await fetch(`${base}/login`, {
      method: "POST",
      body: new TextEncoder().encode(body),
      headers: type ? { "content-type": type } : {},
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/application\/x-www-form-urlencoded/);
  });

  it("lets a route that declares JSON (the analytics beacons) post JSON", async () => {
    for (const path of ["/api/events", "/api/events.data"]) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
      expect(response.status, path).toBe(200);
    }
  });

  it("passes a form within the limit on, read in full", async () => {
    const value = "x".repeat(FORM_BODY_LIMIT_BYTES - 10);
    const response = await fetch(`${base}/request-samples`, {
      method: "POST",
      body: `a=${value}`,
      headers: { "content-type": `${form}; charset=UTF-8` },
    });
    expect(response.status).toBe(200);
    expect(seen.at(-1)?.body).toBe(`a=${value}`);
  });

  it("refuses a declared body over 64 KB with 413 before reading it", async () => {
    const response = await fetch(`${base}/login`, {
      method: "POST",
      body: `a=${"x".repeat(FORM_BODY_LIMIT_BYTES)}`,
      headers: { "content-type": form },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Request body too large: at most 64 KB is accepted here.");
  });

  it("lets the listing and product editors post files up to their own limit, and no more", async () => {
    const image = "x".repeat(MAX_UPLOAD_BYTES);
    const body = `--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n${image}\r\n--x--\r\n`;
    for (const path of ["/supplier/acme/listing", "/supplier/acme/listing/products/new.data"]) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(response.status, path).toBe(200);
    }
    const tooLarge = await fetch(`${base}/supplier/acme/listing`, {
      method: "POST",
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(UPLOAD_BODY_CEILING_BYTES + 1),
      },
      duplex: "half",
    } as RequestInit).catch(() => null);
    expect(tooLarge?.status ?? 413).toBe(413);
    // Every other form keeps the 64 KB limit.
    const team = await fetch(`${base}/supplier/acme/team`, {
      method: "POST",
      body: `a=${image}`,
      headers: { "content-type": form },
    });
    expect(team.status).toBe(413);
  });

  it("refuses a chunked body (no Content-Length) once it passes 64 KB", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    let status = 0;
    try {
      const response = await fetch(`${base}/login`, {
        method: "POST",
        body: stream,
        duplex: "half",
        headers: { "content-type": form },
      } as RequestInit);
      status = response.status;
    } catch {
      status = -1; // the server closed the connection mid-upload: also a refusal
    }
    expect([413, -1]).toContain(status);
  });
});

describe("the public URL loaders and actions see", () => {
  it("is SITE_URL's origin with the path and query as received", () => {
    expect(String(publicRequestUrl("/login?x=1", "https://sampletray.example"))).toBe(
      "https://sampletray.example/login?x=1",
    );
    expect(String(publicRequestUrl("//evil.example/x", "https://sampletray.example"))).toBe(
      "https://sampletray.example//evil.example/x",
    );
    expect(publicRequestUrl("http://evil.example/x", "https://sampletray.example")).toBeNull();
  });
});

describe("cross-site posts", () => {
  const SITE = "http://127.0.0.1";
  let port = 0;
  let closeServer: () => Promise<void>;

  beforeAll(async () => {
    const app = express();
    app.use(matchRouteRules(async () => BUILD));
    app.use(refuseCrossSiteRequests(SITE));
    app.use((req, res) => {
      res.status(200).send(`reached ${req.originalUrl} origin=${req.get("origin") ?? "none"}`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    closeServer = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });
  afterAll(() => closeServer());

  /** A POST with the request target exactly as given (fetch would resolve `%2e%2e` first). */
  function rawPost(target: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: target,
          headers: {
            Origin: "https://evil.example",
            "Sec-Fetch-Site": "cross-site",
            "Content-Type": "application/x-www-form-urlencoded",
          },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.end("intent=subscribe&email=someone%40example.com");
    });
  }

  it("lets a one-click unsubscribe through from anywhere, without its Origin", async () => {
    const reply = await rawPost("/unsubscribe/abc.def");
    expect(reply).toEqual({ status: 200, body: "reached /unsubscribe/abc.def origin=none" });
  });

  it.each([
    "/unsubscribe/%2e%2e?index",
    "/unsubscribe/%2E%2E?index",
    "/unsubscribe/..?index",
    "/unsubscribe/abc/%2e%2e/%2e%2e?index",
    "/unsubscribe/%2e%2e/login",
    "/",
  ])("refuses %s, which the router resolves to another page", async (target) => {
    const reply = await rawPost(target);
    expect(reply.status).toBe(403);
    expect(reply.body).toContain(CROSS_SITE_MESSAGE);
  });

  it.each(["/_root.data?index", "/signup.data"])(
    "answers React Router's data request %s with the reason alone, for its error page",
    async (target) => {
      expect(await rawPost(target)).toEqual({ status: 403, body: CROSS_SITE_MESSAGE });
    },
  );
});

describe("a body that does not arrive", () => {
  it("is answered 408 at the deadline and its connection closed; the route's read fails", async () => {
    let answered = 0;
    const app = express();
    app.use(limitRequestBodies({ deadlineMs: 300 }));
    app.use(async (req, res) => {
      if ((await readAsRoute(req, res)) === null) return;
      answered++;
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/admin/users",
            headers: { "Content-Type": form, "Content-Length": "1000" },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => {
              body += chunk.toString();
            });
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
            );
          },
        );
        req.on("error", reject);
        // A sixteenth of the body, then nothing: the last bytes are held back.
        req.write("intent=disable&userId=".padEnd(60, "x"));
      },
    );
    server.closeAllConnections();
    server.close();
    expect(answer.status).toBe(408);
    expect(answer.body).toBe("The request body took too long to arrive.");
    expect(answer.connection).toBe("close");
    expect(answered).toBe(0);
  });
});
