/**
 * Structured data for search engines. The JSON is escaped so that no value can close the script
 * element; a data block is not executed, so the CSP nonce is not needed.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, see above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
