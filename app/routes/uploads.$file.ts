/**
 * Serves an uploaded file, /uploads/{id}.{ext} (docs/decisions/061-image-storage.md). Public:
 * logos and product images appear on public pages. A file never changes (a new file is a new id),
 * so browsers and caches may keep it for a year; the response is never rendered as a page
 * (nosniff, its own CSP allowing nothing, inline disposition for images only as images).
 */
import { getAppContext } from "~/context.server";
import { UPLOAD_TYPES } from "~/lib/suppliers";
import { parseUploadUrl, readUpload } from "~/models/upload.server";
import type { Route } from "./+types/uploads.$file";

const SAFETY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

function notFoundResponse() {
  return new Response("Not found.", {
    status: 404,
    headers: { ...SAFETY_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const address = parseUploadUrl(`/uploads/${params.file}`);
  if (!address) return notFoundResponse();
  const { db } = getAppContext(context);
  const upload = await readUpload(db, address.id);
  // The extension must be the stored type's: one address per file, no type confusion.
  if (!upload || UPLOAD_TYPES[upload.contentType] !== address.ext) return notFoundResponse();
  const headers = {
    ...SAFETY_HEADERS,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: `"${upload.sha256}"`,
  };
  if (matchesEtag(request.headers.get("if-none-match"), headers.ETag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      ...headers,
      "Content-Type": upload.contentType,
      "Content-Length": String(upload.byteSize),
      "Content-Disposition": "inline",
    },
  });
}

/** If-None-Match holds the ETag (or `*`); weak validators compare equal for a GET. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
