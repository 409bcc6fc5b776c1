/** The multipart requests a browser sends with files (integration tests). */
import { TEST_SITE_URL } from "./route";

export * from "./upload-files";

/** A multipart POST from this site, with text fields and files. */
export function multipartRequest(
  path: string,
  fields: Record<string, string | string[]>,
  files: Record<string, File | File[]> = {},
  headers: Record<string, string> = {},
): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  for (const [name, value] of Object.entries(files)) {
    for (const f of Array.isArray(value) ? value : [value]) body.append(name, f);
  }
  return new Request(new URL(path, TEST_SITE_URL), {
    method: "POST",
    body,
    headers: { Origin: TEST_SITE_URL, "Sec-Fetch-Site": "same-origin", ...headers },
  });
}
