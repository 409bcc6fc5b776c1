/**
 * Reading a catalogue CSV (docs/decisions/071): csv-parse streams the records out of the stored
 * bytes, each with the line it starts on; the header names the columns. A file that is not UTF-8
 * text or not valid CSV is refused as a whole, with the line where reading stopped.
 */
import { isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import { type CsvError, parse } from "csv-parse";
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  type ImportKind,
  REQUIRED_COLUMNS,
} from "./catalogue-import-columns.server";

/** The whole file cannot be imported; `message` says why (and where). */
export class CatalogueFileError extends Error {}

export interface CsvRecord {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

const NEWLINES = /\r\n|\r|\n/g;

const CSV_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed",
  CSV_INVALID_CLOSING_QUOTE: "a quote inside a field must be doubled",
  INVALID_OPENING_QUOTE: "a quote inside a field must be doubled",
};

/** `lastLine`: where the last good record ended; an unclosed quote runs to the end from after it. */
function csvErrorMessage(error: CsvError & { lines?: number }, lastLine: number): string {
  const what = CSV_MESSAGES[error.code] ?? "it could not be read as CSV";
  const line = error.code === "CSV_QUOTE_NOT_CLOSED" ? lastLine + 1 : (error.lines ?? lastLine + 1);
  return `The file is not valid CSV: line ${line}: ${what}.`;
}

/** The records of a CSV file in order, streamed; throws CatalogueFileError when it is not valid. */
export async function* readCsvRecords(bytes: Uint8Array): AsyncGenerator<CsvRecord> {
  if (!isUtf8(bytes)) {
    throw new CatalogueFileError(
      "The file is not UTF-8 text: save it as “CSV UTF-8 (comma delimited)” and try again.",
    );
  }
  // Where the last good record ended, seen while parsing (an error can come before it is read).
  let lastLine = 0;
  const parser = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)], {
    objectMode: false,
  }).pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const innerLines = record.reduce((n, cell) => n + (cell.match(NEWLINES)?.length ?? 0), 0);
      yield { line: info.lines - innerLines, cells: record };
    }
  } catch (error) {
    if (error instanceof Error && "code" in error) {
      throw new CatalogueFileError(csvErrorMessage(error as CsvError, lastLine));
    }
    throw error;
  }
}

/**
 * The column behind each cell of the header: names are matched ignoring case and spaces around
 * them. Unknown, repeated or missing required columns refuse the file.
 */
export function readHeader(kind: ImportKind, cells: readonly string[]): CatalogueColumn[] {
  const known = CATALOGUE_COLUMNS[kind];
  const list = known.map((c) => c.name).join(", ");
  const columns: CatalogueColumn[] = [];
  for (const cell of cells) {
    const name = cell.trim().toLowerCase();
    const column = known.find((c) => c.name === name);
    if (!column) {
      throw new CatalogueFileError(
        `Unknown column “${cell.trim().slice(0, 60)}” in the header (line 1). The ${kind} file's columns are: ${list}.`,
      );
    }
    if (columns.includes(column)) {
      throw new CatalogueFileError(`The column “${name}” appears twice in the header (line 1).`);
    }
    columns.push(column);
  }
  const missing = REQUIRED_COLUMNS[kind].filter((name) => !columns.some((c) => c.name === name));
  if (missing.length > 0) {
    throw new CatalogueFileError(
      `The header (line 1) lacks the required column${missing.length > 1 ? "s" : ""} ${missing
        .map((m) => `“${m}”`)
        .join(", ")}. The ${kind} file's columns are: ${list}.`,
    );
  }
  return columns;
}
