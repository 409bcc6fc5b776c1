/**
 * The hostile inputs of `npm run check:fuzz` (docs/decisions/151), by class: each request it sends
 * is one route with one class of input, so a 5xx names both. Deterministic: the same build sends
 * the same requests.
 */

/** A class of input and its values, as they go into a URL (already percent-encoded) or a body. */
export interface InputClass {
  name: string;
  /** Values for a path segment or a query value, percent-encoded. */
  inUrl: string[];
  /** Values for a form field or a JSON string (raw text). */
  inBody: unknown[];
}

const UUID = "00000000-0000-4000-8000-000000000000";
const b64 = (text: string) => Buffer.from(text).toString("base64url");
const cursor = (parts: unknown[]) => b64(JSON.stringify(parts));

export const INPUT_CLASSES: InputClass[] = [
  {
    name: "nul-byte",
    inUrl: ["%00", "a%00b", `${UUID}%00`],
    inBody: ["\u0000", "a\u0000b", `${UUID}\u0000`],
  },
  {
    name: "long-value",
    inUrl: ["x".repeat(5_000), "9".repeat(400)],
    inBody: ["x".repeat(20_000), "y".repeat(300), "9".repeat(400)],
  },
  {
    name: "wrong-type",
    inUrl: [
      "-1",
      "1.5",
      "NaN",
      "true",
      "null",
      "%5B%5D",
      "%7B%7D",
      "1e309",
      "99999999999999999999",
    ],
    inBody: [-1, 1.5, true, null, [], {}, ["a", "b"], 1e308, "99999999999999999999"],
  },
  {
    name: "near-valid-id",
    inUrl: ["-".repeat(36), `${UUID.slice(0, 35)}g`, UUID, "..", "%2E%2E", "user-x", "0"],
    inBody: ["-".repeat(36), `${UUID.slice(0, 35)}g`, UUID, "user-x", "0"],
  },
  {
    name: "near-valid-cursor",
    inUrl: [
      `2024-01-01T00:00:00%2B99_${UUID}`,
      `0_2024-01-01T00:00:00%2B23:59_${UUID}`,
      "2024-01-01T00:00:00-16_5",
      b64(`2024-01-01 00:00:00+99|${UUID}`),
      b64(`2024-01-01 00:00:00+00|${"-".repeat(36)}`),
      cursor([0, "2024-01-01T00:00:00.000000+99", UUID]),
      cursor([0, "2024-02-30T00:00:00.000000Z", UUID]),
      cursor([0, "2024-01-01T00:00:00.000000Z", "-".repeat(36)]),
      cursor([9, "2024-01-01T00:00:00.000000Z", UUID]),
      cursor([0, "2024-01-01T00:00:00.000000Z", "a\u0000b"]),
      cursor([0, "2024-01-01T00:00:00.000000Z", "99999999999999999999"]),
      cursor([0, "2024-01-01T00:00:00.000000Z", UUID]),
      "2024-02-30",
      "2024-01-01T00:00:00%2B99",
    ],
    inBody: ["2024-01-01T00:00:00+99", "2024-02-30", "2024-01-01T00:00:00-16"],
  },
  {
    name: "lone-surrogate",
    // As bytes a browser never sends (CESU-8 of U+D800) and as %u escapes.
    inUrl: ["%ED%A0%80", "a%ED%B0%80b", "%uD800", "%E0%A4%A"],
    inBody: ["\ud800", "a\udc00b", "\ud83d"],
  },
];

/** Query names the list pages, filters and exports read. */
export const QUERY_NAMES = [
  "q",
  "before",
  "after",
  "cursor",
  "page",
  "status",
  "sort",
  "signal",
  "from",
  "to",
  "kind",
  "limit",
  "created_since",
  "updated_since",
  "returnTo",
  "redirectTo",
  "token",
];

/** Form fields the actions read by hand or through their schemas. */
export const FIELD_NAMES = [
  "intent",
  "id",
  "userId",
  "productId",
  "companyId",
  "email",
  "name",
  "save",
  "status",
  "returnTo",
  "reason",
  "carrier",
  "trackingNumber",
];

/** The API's writable fields (PATCH /api/v1/leads/{id}, /api/v1/products/{id}). */
export const API_FIELDS = ["status", "reason", "carrier", "trackingNumber", "shelfLife", "name"];

/** A multipart body cut off in its first part. */
export function truncatedMultipart(): { body: string; contentType: string } {
  const boundary = "----fuzzcut";
  return {
    body: `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart body whose every field holds `value`. */
export function multipartOf(fields: Record<string, string>): {
  body: string;
  contentType: string;
} {
  const boundary = "----fuzzpart";
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join("")}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** JSON text with lone surrogates written as escapes (JSON.stringify escapes them too). */
export function jsonOf(value: unknown): string {
  return JSON.stringify(value);
}
