/**
 * CSV per RFC 4180 (CRLF line ends, fields quoted when they hold a comma, quote, CR or LF; quotes
 * doubled), made safe for spreadsheets: a cell starting with = + - @, tab or carriage return
 * gets a leading apostrophe so it is never read as a formula (docs/product.md#exports).
 */
export type CsvValue = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "boolean") text = value ? "Yes" : "No";
  else text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * Streams a CSV: the header, then each batch `nextBatch` returns until it returns an empty one.
 * Batches are pulled only when the consumer reads, so memory holds one batch at a time.
 */
export function csvStream(
  header: readonly string[],
  nextBatch: () => Promise<readonly (readonly CsvValue[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let isHeaderSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!isHeaderSent) {
          isHeaderSent = true;
          controller.enqueue(encoder.encode(csvRow(header)));
          return;
        }
        const rows = await nextBatch();
        if (rows.length === 0) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(rows.map(csvRow).join("")));
      },
    },
    { highWaterMark: 1 },
  );
}

/** A download Response for a CSV stream. */
export function csvResponse(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replaceAll('"', "")}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** YYYY-MM-DD of `date` in UTC, for file names. */
export function fileDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
