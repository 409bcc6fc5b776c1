/** The part of busboy (a streaming multipart/form-data parser) app/lib/upload-form.server.ts uses. */
declare module "busboy" {
  import type { Readable, Writable } from "node:stream";

  interface FileInfo {
    /** Undefined for a part sent with `filename=""` (an empty file input). */
    filename: string | undefined;
    encoding: string;
    mimeType: string;
  }
  interface FieldInfo {
    nameTruncated: boolean;
    valueTruncated: boolean;
    encoding: string;
    mimeType: string;
  }
  interface Limits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  }
  interface Busboy extends Writable {
    on(event: "file", listener: (name: string, stream: Readable, info: FileInfo) => void): this;
    on(event: "field", listener: (name: string, value: string, info: FieldInfo) => void): this;
    on(event: "close", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    on(event: "partsLimit" | "filesLimit" | "fieldsLimit", listener: () => void): this;
  }
  function busboy(config: { headers: Record<string, string>; limits?: Limits }): Busboy;
  export default busboy;
}
