/** Files for upload tests, with real magic bytes (no app imports: browser tests use them too). */

/** A real 1×1 PNG (a browser can draw it). */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  ),
);

/** The start of a JPEG (SOI + APP0 JFIF) and of a WebP (RIFF….WEBPVP8 ): enough for the check. */
export const JPEG_BYTES = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9,
]);
export const WEBP_BYTES = new Uint8Array([
  ...Buffer.from("RIFF"),
  0x1a,
  0x00,
  0x00,
  0x00,
  ...Buffer.from("WEBPVP8 "),
  0x0e,
  0x00,
  0x00,
  0x00,
]);

export const SVG_TEXT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

export function file(bytes: Uint8Array | string, name: string, type: string): File {
  return new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
}

/** A PNG padded past `size` bytes (the signature first, so only the size is wrong). */
export function pngOfSize(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return file(bytes, "big.png", "image/png");
}

/** The start and end of a PDF: enough for the content check (`%PDF-`). */
export const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** A PDF padded past `size` bytes (the signature first, so only the size is wrong). */
export function pdfOfSize(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_BYTES);
  return file(bytes, "big.pdf", "application/pdf");
}
