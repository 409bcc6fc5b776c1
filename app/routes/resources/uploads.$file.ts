/**
 * Serves an uploaded file, /uploads/{id}.{ext} (docs/decisions/061-image-storage.md). Public:
 * logos, product images and product documents appear on public pages. A file never changes (a new
 * file is a new id), so browsers and caches may keep it for a year; the response is never
 * rendered as a page (nosniff, its own CSP allowing nothing, inline disposition for images only
 * as images). A PDF opens in the browser's viewer under a download name from its product
 * (docs/decisions/091-product-facts-and-documents.md).
 */
import { getAppContext } from "~/context.server";
import { DOCUMENT_KIND_LABELS } from "~/lib/product-facts";
import { UPLOAD_TYPES, type UploadType } from "~/lib/suppliers";
import { findDocumentOwner } from "~/models/catalogue/product-documents.server";
import { parseUploadUrl, readUpload } from "~/models/catalogue/upload.server";
import type { Route } from "./+types/uploads.$file";

const SAFETY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

/**
 * Chrome's PDF viewer does not start under `sandbox` and needs inline styles and the file as an
 * embedded object; the PDF is never HTML (its first bytes were checked and nosniff holds), and
 * no page may frame it.
 */
const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** `inline`, with a download name for a product's document: `{product}-safety-data-sheet.pdf`. */
async function disposition(
  db: Parameters<typeof findDocumentOwner>[0],
  id: string,
  type: UploadType,
): Promise<string> {
  if (type !== "application/pdf") return "inline";
  const owner = await findDocumentOwner(db, id);
  const name = owner
    ? downloadName(`${owner.productName} ${DOCUMENT_KIND_LABELS[owner.kind]}`)
    : "";
  return `inline; filename="${name || "document"}.pdf"`;
}

/** Lower-case ASCII letters and digits joined by hyphens: safe inside a quoted header value. */
function downloadName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 100);
}

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
  // A 304 refreshes the cached response's headers, so it carries the same policy as the file.
  const headers = {
    ...SAFETY_HEADERS,
    ...(upload.contentType === "application/pdf"
      ? { "Content-Security-Policy": PDF_CONTENT_SECURITY_POLICY }
      : {}),
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
      "Content-Disposition": await disposition(db, address.id, upload.contentType),
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
