/**
 * Upload bodies (docs/decisions/115, 116): the caller is known before a byte is read, few uploads
 * are read at once, and a file over its field's limit is kept only to the limit plus a byte, the
 * form's other fields whole, on a real Express server.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "~/lib/suppliers";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import { type BodyReadingOptions, limitRequestBodies } from "../../server/request-bodies";
import { BODY_POLICIES } from "../../server/request-guards";
import { MultipartKeeper } from "../../server/upload-body";

const BOUNDARY = "----sampletray-test";
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/png` : "";
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
      Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

async function parse(body: Buffer): Promise<FormData> {
  return new Response(new Uint8Array(body), {
    headers: { "content-type": CONTENT_TYPE },
  }).formData();
}

const threeMegabytes = Buffer.alloc(3 * 1024 * 1024, 7);

describe("MultipartKeeper", () => {
  it("keeps the text fields whole and a file only to its field's limit plus one byte, in any chunks", async () => {
    const body = multipart([
      { name: "name", value: "Bright Dental" },
      { name: "logo", value: threeMegabytes, filename: "big.png" },
      { name: "other", value: threeMegabytes, filename: "unknown.png" },
      { name: "website", value: "https://bright.example" },
    ]);
    for (const size of [body.length, 65_536, 7]) {
      if (size === 7) continue; // covered below on a small body
      const keeper = new MultipartKeeper(BOUNDARY, LOGO_FIELDS, 64 * 1024);
      for (let at = 0; at < body.length; at += size) keeper.write(body.subarray(at, at + size));
      const kept = keeper.body();
      expect(kept?.length).toBeLessThan(MAX_UPLOAD_BYTES + 4096);
      const form = await parse(kept ?? Buffer.alloc(0));
      expect(form.get("name")).toBe("Bright Dental");
      expect(form.get("website")).toBe("https://bright.example");
      expect((form.get("logo") as File).size).toBe(MAX_UPLOAD_BYTES + 1);
      expect((form.get("logo") as File).name).toBe("big.png");
      expect((form.get("other") as File).size).toBe(0);
    }
  });

  it("reads a body fed a few bytes at a time, boundaries split anywhere", async () => {
    const body = multipart([
      { name: "a", value: "one\r\n--not-the-boundary" },
      { name: "logo", value: Buffer.from("0123456789"), filename: "x.png" },
    ]);
    const keeper = new MultipartKeeper(BOUNDARY, { logo: { maxBytes: 4, maxFiles: 1 } }, 4096);
    for (let at = 0; at < body.length; at += 3) keeper.write(body.subarray(at, at + 3));
    const form = await parse(keeper.body() ?? Buffer.alloc(0));
    expect(form.get("a")).toBe("one\r\n--not-the-boundary");
    expect(await (form.get("logo") as File).text()).toBe("01234");
  });

  it("refuses text fields over the text limit, and a body that never closes", () => {
    const large = new MultipartKeeper(BOUNDARY, LOGO_FIELDS, 100);
    large.write(multipart([{ name: "a", value: "x".repeat(200) }]));
    expect(large.failure).toBe("too-large");
    const open = new MultipartKeeper(BOUNDARY, LOGO_FIELDS, 4096);
    open.write(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`));
    expect(open.body()).toBeNull();
  });
});

let closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers) close();
  closers = [];
});

/** An app with the body guard and a route that answers as the workspace's layout would. */
async function serve(options: BodyReadingOptions) {
  const seen: Buffer[] = [];
  const app = express();
  app.use(limitRequestBodies(BODY_POLICIES, options));
  app.use((_req, res) => {
    const body = res.locals.requestBody as Buffer;
    seen.push(body);
    if (body.length === 0) res.redirect(302, "/login");
    else res.status(200).send(String(body.length));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { port: (server.address() as AddressInfo).port, seen };
}

/** A POST that sends `sent` of a `declared`-byte body and then nothing (the rest held back). */
function withheldPost(port: number, path: string, declared: number, sent: Buffer) {
  return new Promise<{ status: number; headers: Record<string, unknown>; ms: number }>(
    (resolve, reject) => {
      const started = Date.now();
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path,
          headers: { "Content-Type": CONTENT_TYPE, "Content-Length": String(declared) },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, ms: Date.now() - started });
        },
      );
      req.on("error", reject);
      req.write(sent);
    },
  );
}

describe("an upload route's body", () => {
  it("is not read from a caller the area refuses: the route answers at once, with an empty body", async () => {
    const { port, seen } = await serve({ mayPost: async () => false });
    const start = multipart([{ name: "logo", value: threeMegabytes, filename: "a.png" }]);
    const answer = await withheldPost(
      port,
      "/supplier/acme/listing",
      20 * 1024 * 1024,
      start.subarray(0, 1024 * 1024),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/login");
    expect(answer.ms).toBeLessThan(2000);
    expect(seen.map((b) => b.length)).toEqual([0]);
  });

  it("is answered 503 with Retry-After beyond the uploads read at once", async () => {
    const { port, seen } = await serve({ mayPost: async () => true, maxConcurrentUploads: 1 });
    const start = Buffer.from(`--${BOUNDARY}\r\n`);
    // The first upload holds back its end: it is still being read.
    void withheldPost(port, "/admin/companies/new", 1_000_000, start).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await withheldPost(port, "/supplier/acme/listing", 1_000_000, start);
    expect(second.status).toBe(503);
    expect(second.headers["retry-after"]).toBe("10");
    expect(seen).toEqual([]);
  });

  it("keeps a file over its field's limit to the limit plus a byte, and the other fields", async () => {
    const { port } = await serve({ mayPost: async () => true });
    const body = multipart([
      { name: "name", value: "Bright Dental" },
      { name: "logo", value: threeMegabytes, filename: "big.png" },
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/admin/companies/new`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": CONTENT_TYPE },
    });
    expect(response.status).toBe(200);
    const kept = Number(await response.text());
    expect(kept).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(kept).toBeLessThan(MAX_UPLOAD_BYTES + 4096);
  });
});
