/**
 * Upload bodies (docs/decisions/116, 154): few uploads are taken at once, and a file over its
 * field's limit is kept only to the limit plus a byte, the form's other fields whole, read as it
 * streams in by the action's reader (app/lib/upload-form.server.ts). That the caller is known
 * before a byte is read: tests/integration/request-rules-over-http.test.ts.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { uploadBody } from "~/lib/request-rules";
import { MAX_UPLOAD_BYTES } from "~/lib/suppliers";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import { readUploadForm } from "~/lib/upload-form.server";
import {
  type BodyLimitOptions,
  limitedBody,
  limitRequestBodies,
} from "../../server/request-bodies";
import { matchRouteRules } from "../../server/route-rules";
import { fakeBuild } from "../helpers/fake-build";

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

/** A POST whose body arrives `size` bytes at a time (or whole), and ends unless `open`. */
function upload(body: Buffer, size = body.length, open = false): Request {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) {
        if (!open) controller.close();
        else controller.error(new Error("The client went away."));
        return;
      }
      controller.enqueue(new Uint8Array(body.subarray(at, at + size)));
      at += size;
    },
  });
  return new Request("http://localhost/admin/companies/new", {
    method: "POST",
    body: stream,
    headers: { "content-type": CONTENT_TYPE },
    duplex: "half",
  } as RequestInit);
}

const threeMegabytes = Buffer.alloc(3 * 1024 * 1024, 7);

describe("an upload form's reader", () => {
  it("keeps the text fields whole and a file only to its field's limit plus one byte, in any chunks", async () => {
    const body = multipart([
      { name: "name", value: "Bright Dental" },
      { name: "logo", value: threeMegabytes, filename: "big.png" },
      { name: "other", value: threeMegabytes, filename: "unknown.png" },
      { name: "website", value: "https://bright.example" },
    ]);
    for (const size of [body.length, 65_536]) {
      const read = await readUploadForm(upload(body, size), LOGO_FIELDS);
      if (!read.ok) throw new Error(read.message);
      const form = read.formData;
      expect(form.get("name")).toBe("Bright Dental");
      expect(form.get("website")).toBe("https://bright.example");
      expect((form.get("logo") as File).size).toBe(MAX_UPLOAD_BYTES + 1);
      expect((form.get("logo") as File).name).toBe("big.png");
      expect((form.get("other") as File).size).toBe(0);
      expect([...form.keys()]).toEqual(["name", "logo", "other", "website"]);
    }
  });

  it("reads an empty file input as a file without a name, as browsers send it", async () => {
    const form = new FormData();
    form.append("name", "Bond");
    form.append("images", new File([new Uint8Array(1024)], "bond.png", { type: "image/png" }));
    form.append("sds", new File([], "", { type: "application/octet-stream" }));
    const request = new Request("http://localhost/admin/products/new", {
      method: "POST",
      body: form,
    });
    const read = await readUploadForm(request, {
      images: { maxBytes: 2048, maxFiles: 4 },
      sds: { maxBytes: 2048, maxFiles: 1 },
    });
    if (!read.ok) throw new Error(read.message);
    expect((read.formData.get("images") as File).name).toBe("bond.png");
    expect(read.formData.get("sds")).toMatchObject({ name: "", size: 0 });
  });

  it("reads a body fed a few bytes at a time, boundaries split anywhere", async () => {
    const body = multipart([
      { name: "a", value: "one\r\n--not-the-boundary" },
      { name: "logo", value: Buffer.from("0123456789"), filename: "x.png" },
    ]);
    const read = await readUploadForm(upload(body, 3), { logo: { maxBytes: 4, maxFiles: 1 } });
    if (!read.ok) throw new Error(read.message);
    expect(read.formData.get("a")).toBe("one\r\n--not-the-boundary");
    expect(await (read.formData.get("logo") as File).text()).toBe("01234");
  });

  it("refuses text fields over the text limit (413), and a body that never closes", async () => {
    const large = multipart([{ name: "a", value: "x".repeat(200) }]);
    const refused = await readUploadForm(upload(large), LOGO_FIELDS, 100).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ init: { status: 413 } });
    const open = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`);
    expect(await readUploadForm(upload(open, open.length, true), LOGO_FIELDS)).toEqual({
      ok: false,
      message: "The form could not be read. Please try again.",
    });
  });
});

let closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers) close();
  closers = [];
});

const BUILD = fakeBuild([
  { id: "companies", path: "admin/companies/:id", handle: { body: uploadBody(LOGO_FIELDS) } },
  { id: "listing", path: "supplier/:id/listing", handle: { body: uploadBody(LOGO_FIELDS) } },
]);

/** An app with the body limits and a route that reads the body as an upload action does. */
async function serve(options: BodyLimitOptions) {
  const seen: number[] = [];
  const app = express();
  app.use(matchRouteRules(async () => BUILD));
  app.use(limitRequestBodies(options));
  app.use(async (req, res) => {
    let size = 0;
    try {
      for await (const chunk of limitedBody(req, res)) size += (chunk as Buffer).length;
    } catch {
      return;
    }
    seen.push(size);
    res.status(200).send(String(size));
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
  it("is answered 503 with Retry-After beyond the uploads taken at once", async () => {
    const { port, seen } = await serve({ maxConcurrentUploads: 1 });
    const start = Buffer.from(`--${BOUNDARY}\r\n`);
    // The first upload holds back its end: it is still being read.
    void withheldPost(port, "/admin/companies/new", 1_000_000, start).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await withheldPost(port, "/supplier/acme/listing", 1_000_000, start);
    expect(second.status).toBe(503);
    expect(second.headers["retry-after"]).toBe("10");
    expect(seen).toEqual([]);
  });
});
