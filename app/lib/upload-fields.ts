/**
 * Every form's upload fields in one place (docs/decisions/116): the most one file may weigh and
 * how many files one form may carry. The form's hint states it, the action reads no more of a file
 * than this (plus one byte, so it sees the file was larger: app/lib/upload-form.server.ts) however
 * large the file sent, and checks each file against it.
 */
import type { DocumentKind } from "./product-facts";
import { MAX_DOCUMENT_BYTES, MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES } from "./suppliers";

export interface UploadField {
  /** The largest file accepted in this field, in bytes. */
  maxBytes: number;
  /** How many files the field may carry in one form. */
  maxFiles: number;
}

export type UploadFields = Readonly<Record<string, UploadField>>;

/** A company's logo: the listing editor and the console's company form. */
export const LOGO_FIELDS = {
  logo: { maxBytes: MAX_UPLOAD_BYTES, maxFiles: 1 },
} as const satisfies UploadFields;

/** A product's document of each kind: one PDF. */
const DOCUMENT_FIELD: UploadField = { maxBytes: MAX_DOCUMENT_BYTES, maxFiles: 1 };

/** A product's images and its documents (one PDF per kind): workspace and console. */
export const PRODUCT_FIELDS = {
  images: { maxBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_PRODUCT_IMAGES },
  sds: DOCUMENT_FIELD,
  ifu: DOCUMENT_FIELD,
} as const satisfies Record<"images" | DocumentKind, UploadField>;

/** The catalogue import's CSV file (MAX_IMPORT_BYTES, app/models/catalogue/catalogue-import.server.ts). */
export const IMPORT_FIELDS = {
  file: { maxBytes: 20 * 1024 * 1024, maxFiles: 1 },
} as const satisfies UploadFields;

/** The most a form's files may weigh together as the server keeps them. */
export function keptFilesBytes(fields: UploadFields): number {
  let total = 0;
  for (const field of Object.values(fields)) total += field.maxFiles * (field.maxBytes + 1);
  return total;
}

/** 'at most 2 MB' for a field: the words of the form's hint and of the message. */
export function sizeLimitText(field: UploadField): string {
  return `at most ${field.maxBytes / (1024 * 1024)} MB`;
}
