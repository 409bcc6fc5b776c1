/**
 * Uploads (docs/decisions/061-image-storage.md): the type comes from the file's first bytes, the
 * size is capped, and /uploads/{id}.{ext} serves the stored bytes with immutable caching and
 * headers that keep the browser from treating them as anything but the stored type.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploads } from "~/db/schema";
import { IMAGE_TYPES, MAX_UPLOAD_BYTES } from "~/lib/suppliers";
import { LOGO_FIELDS } from "~/lib/upload-fields";
import { readUploadForm } from "~/lib/upload-form.server";
import {
  checkUpload,
  readUpload,
  SVG_REFUSED,
  saveUpload,
  UPLOAD_TOO_LARGE,
  wrongTypeMessage,
} from "~/models/catalogue/upload.server";
import { loader as uploadLoader } from "~/routes/resources/uploads.$file";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany } from "../helpers/factories";
import { callLoader, TEST_SITE_URL } from "../helpers/route";
import {
  file,
  JPEG_BYTES,
  multipartRequest,
  PNG_BYTES,
  pngOfSize,
  SVG_TEXT,
  WEBP_BYTES,
} from "../helpers/uploads";

describe(`uploads (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  it.each([
    ["PNG", PNG_BYTES, "image/png"],
    ["JPEG", JPEG_BYTES, "image/jpeg"],
    ["WebP", WEBP_BYTES, "image/webp"],
  ])(
    "accepts a %s by its first bytes, whatever its name and claimed type",
    async (_, bytes, type) => {
      const result = await checkUpload(file(bytes, "notes.txt", "text/plain"), IMAGE_TYPES);
      expect(result).toMatchObject({ ok: true, upload: { contentType: type } });
    },
  );

  it("refuses an SVG even named and typed as a PNG", async () => {
    const result = await checkUpload(file(SVG_TEXT, "logo.png", "image/png"), IMAGE_TYPES);
    expect(result).toEqual({ ok: false, message: SVG_REFUSED });
  });

  it("refuses a text file renamed to .png", async () => {
    const result = await checkUpload(file("hello, world", "photo.png", "image/png"), IMAGE_TYPES);
    expect(result).toEqual({ ok: false, message: wrongTypeMessage(IMAGE_TYPES) });
    expect(wrongTypeMessage(IMAGE_TYPES)).toBe(
      "The file is not a PNG, JPEG or WebP file (its content was checked, not its name).",
    );
  });

  it("refuses a PDF where only images are accepted", async () => {
    const result = await checkUpload(file("%PDF-1.7\n", "logo.png", "image/png"), IMAGE_TYPES);
    expect(result).toEqual({ ok: false, message: wrongTypeMessage(IMAGE_TYPES) });
  });

  it("refuses a file over the size limit, and accepts one exactly at it", async () => {
    expect(await checkUpload(pngOfSize(MAX_UPLOAD_BYTES + 1), IMAGE_TYPES)).toEqual({
      ok: false,
      message: UPLOAD_TOO_LARGE,
    });
    expect(UPLOAD_TOO_LARGE).toBe("The file is too large: at most 2 MB is accepted.");
    expect(await checkUpload(pngOfSize(MAX_UPLOAD_BYTES), IMAGE_TYPES)).toMatchObject({ ok: true });
  });

  it("reads an upload form's fields and files", async () => {
    const small = multipartRequest(
      "/supplier/x/listing",
      { a: "b" },
      { logo: file(PNG_BYTES, "a.png", "image/png") },
    );
    const read = await readUploadForm(small, LOGO_FIELDS);
    expect(read.ok && read.formData.get("a")).toBe("b");
  });

  async function storePng() {
    const company = await createCompany(t.db);
    const checked = await checkUpload(file(PNG_BYTES, "logo.png", "image/png"), IMAGE_TYPES);
    if (!checked.ok) throw new Error(checked.message);
    return saveUpload(t.db, { ...checked.upload, companyId: company.id, uploadedBy: null });
  }

  it("stores the bytes with their size and sha256", async () => {
    const { id, url } = await storePng();
    expect(url).toBe(`/uploads/${id}.png`);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.byteSize).toBe(PNG_BYTES.byteLength);
    expect(row?.sha256).toBe(createHash("sha256").update(PNG_BYTES).digest("hex"));
    const stored = await readUpload(t.db, id);
    expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(PNG_BYTES))).toBe(true);
  });

  const serve = (path: string, headers: Record<string, string> = {}) =>
    callLoader(uploadLoader, {
      request: new Request(new URL(path, TEST_SITE_URL), { headers }),
      params: { file: path.replace("/uploads/", "") },
      db: t.db,
    });

  it("serves an upload with its type, immutable caching, nosniff, inline and a CSP allowing nothing", async () => {
    const { url } = await storePng();
    const { status, headers, response } = await serve(url);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("image/png");
    expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("content-disposition")).toBe("inline");
    expect(headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(headers.get("etag")).toBe(`"${createHash("sha256").update(PNG_BYTES).digest("hex")}"`);
    const body = new Uint8Array(await (response as Response).arrayBuffer());
    expect(Buffer.from(body).equals(Buffer.from(PNG_BYTES))).toBe(true);
  });

  it("answers 304 without a body when the ETag matches", async () => {
    const { url } = await storePng();
    const first = await serve(url);
    const etag = first.headers.get("etag") ?? "";
    const again = await serve(url, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await (again.response as Response).text()).toBe("");
    expect((await serve(url, { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("answers 404 for an unknown id, a wrong extension or a malformed name", async () => {
    const { id } = await storePng();
    for (const path of [
      "/uploads/00000000-0000-4000-8000-000000000000.png",
      `/uploads/${id}.jpg`,
      `/uploads/${id}.svg`,
      `/uploads/${id}`,
      "/uploads/..%2Fetc.png",
    ]) {
      const { status, headers } = await serve(path);
      expect(status, path).toBe(404);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
