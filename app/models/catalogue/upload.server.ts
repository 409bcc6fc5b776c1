/**
 * Files suppliers upload (logos, product images), stored in the `uploads` table so every app
 * instance can serve them (docs/decisions/061-image-storage.md). Everything else reaches the
 * bytes through `saveUpload` and `readUpload` only, so another store could replace the table.
 *
 * A file's type is what its first bytes say, never the browser's claimed type or the file name:
 * an SVG (which can carry script) or a renamed text file is refused, whatever it is called.
 */

import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { uploads } from "~/db/schema";
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadType } from "~/lib/suppliers";

/** 'The file is too large: at most 2 MB is accepted.' for a limit in bytes. */
export function tooLargeMessage(maxBytes: number): string {
  return `The file is too large: at most ${maxBytes / (1024 * 1024)} MB is accepted.`;
}

export const UPLOAD_TOO_LARGE = tooLargeMessage(MAX_UPLOAD_BYTES);
export const SVG_REFUSED = "SVG images are not accepted: please upload a PNG, JPEG or WebP image.";

/** The names of the types in messages ('PNG, JPEG or WebP'). */
const TYPE_NAMES: Record<UploadType, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "application/pdf": "PDF",
};

export function typeList(types: readonly UploadType[]): string {
  const names = types.map((t) => TYPE_NAMES[t]);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`
    : (names[0] ?? "");
}

export function wrongTypeMessage(types: readonly UploadType[]): string {
  return `The file is not a ${typeList(types)} file (its content was checked, not its name).`;
}

/** An SVG where only images are accepted gets its own message; elsewhere the usual one. */
function svgMessage(types: readonly UploadType[]): string {
  return types.some((t) => t.startsWith("image/")) ? SVG_REFUSED : wrongTypeMessage(types);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the file's first bytes (its "magic number") declare, or null for any other file. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** Whether the file looks like SVG (XML text naming an <svg> element): refused with its own message. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .toLowerCase();
  return head.includes("<svg");
}

/** A checked file, ready for `saveUpload`. */
export interface CheckedUpload {
  bytes: Uint8Array;
  contentType: UploadType;
}

export type UploadCheck = { ok: true; upload: CheckedUpload } | { ok: false; message: string };

/** A form's file field: null when no file was chosen (browsers send an empty, nameless part). */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  if (!value || typeof value === "string") return null;
  return value.size === 0 && value.name === "" ? null : value;
}

/**
 * Checks a file's size (before reading it; images at most MAX_UPLOAD_BYTES unless `maxBytes` says
 * otherwise, e.g. MAX_DOCUMENT_BYTES for a PDF) and its type by its first bytes.
 */
export async function checkUpload(
  file: File,
  types: readonly UploadType[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<UploadCheck> {
  if (file.size > maxBytes) return { ok: false, message: tooLargeMessage(maxBytes) };
  if (file.size === 0) return { ok: false, message: "The file is empty." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = detectUploadType(bytes);
  if (contentType && types.includes(contentType))
    return { ok: true, upload: { bytes, contentType } };
  if (looksLikeSvg(bytes)) return { ok: false, message: svgMessage(types) };
  return { ok: false, message: wrongTypeMessage(types) };
}

/** The public address of an upload: /uploads/{id}.{ext}. */
export function uploadUrl(id: string, contentType: UploadType): string {
  return `/uploads/${id}.${UPLOAD_TYPES[contentType]}`;
}

const UPLOAD_PATH =
  /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]+)$/;

/** The id and extension of an /uploads/ address, or null for any other URL. */
export function parseUploadUrl(url: string): { id: string; ext: string } | null {
  const match = UPLOAD_PATH.exec(url);
  return match?.[1] && match[2] ? { id: match[1], ext: match[2] } : null;
}

/** Stores a checked file; returns its id and public address. */
export async function saveUpload(
  db: Database,
  file: CheckedUpload & { companyId: string | null; uploadedBy: string | null },
): Promise<{ id: string; url: string }> {
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  const [row] = await db
    .insert(uploads)
    .values({
      contentType: file.contentType,
      byteSize: file.bytes.byteLength,
      sha256,
      bytes: file.bytes,
      companyId: file.companyId,
      uploadedBy: file.uploadedBy,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error("Upload was not stored");
  return { id: row.id, url: uploadUrl(row.id, file.contentType) };
}

export interface StoredUpload {
  contentType: UploadType;
  byteSize: number;
  sha256: string;
  bytes: Uint8Array;
}

/** The upload with this id, or null. */
export async function readUpload(db: Database, id: string): Promise<StoredUpload | null> {
  const [row] = await db
    .select({
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      sha256: uploads.sha256,
      bytes: uploads.bytes,
    })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  if (!row || !(row.contentType in UPLOAD_TYPES)) return null;
  return { ...row, contentType: row.contentType as UploadType };
}

/**
 * Deletes a company's uploads behind these addresses (a replaced logo, a removed product image),
 * so the table holds only what pages show. Addresses that are not uploads, or another company's,
 * are left alone.
 */
export async function deleteUploads(db: Database, companyId: string, urls: readonly string[]) {
  const ids = urls.flatMap((url) => parseUploadUrl(url)?.id ?? []);
  if (ids.length === 0) return;
  await db.delete(uploads).where(and(eq(uploads.companyId, companyId), inArray(uploads.id, ids)));
}
