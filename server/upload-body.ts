/**
 * Reads a multipart/form-data body as it streams in and keeps a bounded copy of it
 * (docs/decisions/116): text fields whole (at most `textLimit` bytes together, headers and
 * boundaries included), each file at most its field's limit plus one byte (so the action sees a
 * file was larger than allowed and says so in the form), and files of fields the route does not
 * name not at all. The copy is still a valid multipart body for React Router, so however large
 * the files sent, the memory held is at most the fields' limits and the form's other fields
 * come back to the person who sent it.
 */
import type { UploadFields } from "~/lib/upload-fields";

type State = "preamble" | "delimiter-end" | "headers" | "body" | "done";

export class MultipartKeeper {
  readonly #delimiter: Buffer;
  readonly #fields: UploadFields;
  readonly #textLimit: number;
  readonly #kept: Buffer[] = [];
  #keptBytes = 0;
  #textBytes = 0;
  #pending: Buffer = Buffer.from("\r\n");
  #state: State = "preamble";
  /** Bytes of the current part's content still to keep (Infinity for a text field). */
  #partRoom = Number.POSITIVE_INFINITY;
  #isFilePart = false;
  readonly #filesPerField = new Map<string, number>();
  /** Set once the text fields are over `textLimit` or the body is not well-formed multipart. */
  failure: "too-large" | "malformed" | null = null;

  constructor(boundary: string, fields: UploadFields, textLimit: number) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
    this.#fields = fields;
    this.#textLimit = textLimit;
  }

  /** The boundary of a multipart/form-data Content-Type, or null. */
  static boundaryOf(contentType: string): string | null {
    const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    return match?.[1] ?? match?.[2] ?? null;
  }

  write(chunk: Buffer): void {
    if (this.failure || this.#state === "done") return;
    this.#pending = this.#pending.length ? Buffer.concat([this.#pending, chunk]) : chunk;
    while (!this.failure && this.#step()) {}
  }

  /** The kept body, once the whole request has been written; null if it was not multipart. */
  body(): Buffer | null {
    if (this.#state !== "done" && !this.failure) this.failure = "malformed";
    return this.failure ? null : Buffer.concat(this.#kept, this.#keptBytes);
  }

  #keep(bytes: Buffer, isText: boolean): void {
    if (bytes.length === 0) return;
    if (isText) {
      this.#textBytes += bytes.length;
      if (this.#textBytes > this.#textLimit) {
        this.failure = "too-large";
        return;
      }
    }
    this.#kept.push(bytes);
    this.#keptBytes += bytes.length;
  }

  /** Handles what it can of the pending bytes; false when it needs more. */
  #step(): boolean {
    const pending = this.#pending;
    switch (this.#state) {
      case "preamble": {
        const at = pending.indexOf(this.#delimiter);
        if (at === -1) {
          this.#pending = pending.subarray(Math.max(0, pending.length - this.#delimiter.length));
          return false;
        }
        // The body starts with the boundary itself, without the line break before it.
        this.#keep(this.#delimiter.subarray(2), true);
        this.#pending = pending.subarray(at + this.#delimiter.length);
        this.#state = "delimiter-end";
        return true;
      }
      case "delimiter-end": {
        if (pending.length < 2) return false;
        const end = pending.subarray(0, 2).toString("latin1");
        if (end === "--") {
          this.#keep(Buffer.from("--\r\n"), true);
          this.#state = "done";
          return false;
        }
        if (end !== "\r\n") {
          this.failure = "malformed";
          return false;
        }
        this.#keep(pending.subarray(0, 2), true);
        this.#pending = pending.subarray(2);
        this.#state = "headers";
        return true;
      }
      case "headers": {
        const at = pending.indexOf("\r\n\r\n");
        if (at === -1) {
          if (pending.length > 16 * 1024) this.failure = "malformed";
          return false;
        }
        const headers = pending.subarray(0, at + 4);
        this.#startPart(headers.toString("utf8"));
        this.#keep(headers, true);
        this.#pending = pending.subarray(at + 4);
        this.#state = "body";
        return true;
      }
      case "body": {
        const at = pending.indexOf(this.#delimiter);
        const end = at === -1 ? Math.max(0, pending.length - this.#delimiter.length + 1) : at;
        this.#keepContent(pending.subarray(0, end));
        if (at === -1) {
          this.#pending = pending.subarray(end);
          return false;
        }
        this.#keep(this.#delimiter, true);
        this.#pending = pending.subarray(at + this.#delimiter.length);
        this.#state = "delimiter-end";
        return true;
      }
      default:
        return false;
    }
  }

  #startPart(headers: string): void {
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? "";
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? "";
    this.#isFilePart = /;\s*filename\*?=/i.test(disposition);
    if (!this.#isFilePart) {
      this.#partRoom = Number.POSITIVE_INFINITY;
      return;
    }
    const field = Object.hasOwn(this.#fields, name) ? this.#fields[name] : undefined;
    const count = (this.#filesPerField.get(name) ?? 0) + 1;
    this.#filesPerField.set(name, count);
    // One byte over the limit tells the action the file was too large.
    this.#partRoom = field && count <= field.maxFiles ? field.maxBytes + 1 : 0;
  }

  #keepContent(content: Buffer): void {
    if (!this.#isFilePart) {
      this.#keep(content, true);
      return;
    }
    const kept = content.subarray(0, Math.min(content.length, this.#partRoom));
    this.#partRoom -= kept.length;
    this.#keep(kept, false);
  }
}
