/**
 * Reads an upload form's multipart/form-data body as it streams in (docs/decisions/116, 154), with
 * busboy: text fields whole (at most FORM_BODY_LIMIT_BYTES together, else 413), each file only to
 * its field's limit plus one byte (app/lib/upload-fields.ts: the action sees the file was larger
 * and says so in the form, everything else typed kept) and no more files than the field takes;
 * files of fields the form does not name are not kept at all. The rest of a file too large is
 * read and dropped, so however large the files sent, the memory held is at most the fields'
 * limits. The whole body's size and time are the route's `handle` rule (server/request-bodies.ts).
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { data } from "react-router";
import { tryReadForm, UNREADABLE_FORM } from "./read-form.server";
import { FORM_BODY_LIMIT_BYTES } from "./request-rules";
import type { UploadFields } from "./upload-fields";

export type UploadForm = { ok: true; formData: FormData } | { ok: false; message: string };

const TEXT_TOO_LARGE = `Request body too large: at most ${FORM_BODY_LIMIT_BYTES / 1024} KB of text is accepted here.`;

/**
 * The upload form's fields, or a message when the body cannot be read. Throws a 413 when its text
 * fields are over FORM_BODY_LIMIT_BYTES together.
 */
export async function readUploadForm(
  request: Request,
  fields: UploadFields,
  textLimit = FORM_BODY_LIMIT_BYTES,
): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    const formData = await tryReadForm(request);
    return formData ? { ok: true, formData } : { ok: false, message: UNREADABLE_FORM };
  }
  const entries = await readParts(request.body, contentType, fields, textLimit);
  if (entries === "too-large") throw data(TEXT_TOO_LARGE, { status: 413 });
  if (!entries) return { ok: false, message: UNREADABLE_FORM };
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, await value);
  return { ok: true, formData };
}

type Entry = [string, string | Promise<File>];

function readParts(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  fields: UploadFields,
  textLimit: number,
): Promise<Entry[] | "too-large" | null> {
  return new Promise((resolve) => {
    const entries: Entry[] = [];
    const filesPerField = new Map<string, number>();
    let textBytes = 0;
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fieldSize: textLimit },
      });
    } catch {
      return resolve(null);
    }
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    const fail = (answer: "too-large" | null) => {
      source.unpipe(parser);
      source.destroy();
      resolve(answer);
    };
    parser.on("field", (name, value, info) => {
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || textBytes > textLimit) return fail("too-large");
      entries.push([name, value]);
    });
    parser.on("file", (name, stream, info) => {
      const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
      const count = (filesPerField.get(name) ?? 0) + 1;
      filesPerField.set(name, count);
      // One byte over the limit tells the action the file was too large.
      const room = field && count <= field.maxFiles ? field.maxBytes + 1 : 0;
      entries.push([name, keptFile(stream, room, info)]);
    });
    parser.on("close", () => resolve(entries));
    parser.on("error", () => fail(null));
    source.on("error", () => fail(null));
    source.pipe(parser);
  });
}

/** The file's first `room` bytes; the rest is read and dropped. */
function keptFile(
  stream: Readable,
  room: number,
  info: { filename: string | undefined; mimeType: string },
): Promise<File> {
  return new Promise((resolve) => {
    const kept: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      if (size >= room) return;
      const part = new Uint8Array(chunk.subarray(0, room - size));
      kept.push(part);
      size += part.length;
    });
    // An empty file input sends `filename=""`, which busboy reads as no name: the File's is "".
    const name = info.filename ?? "";
    const done = () => resolve(new File(kept, name, { type: info.mimeType }));
    stream.on("end", done);
    stream.on("error", done);
  });
}
