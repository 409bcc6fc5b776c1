/**
 * The browser tests' SMTP server (npm smtp-server), started by scripts/e2e-server.ts beside the app:
 * every message the app sends is written, with its envelope, as one JSON file into a folder that
 * the tests read (tests/e2e/mailbox.ts). Plain TypeScript without `~/` imports.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export function mailFolder(databaseName: string): string {
  return path.resolve(".tmp", `e2e-mail-${databaseName}`);
}

export async function startMailSink(folder: string): Promise<{ url: string; close(): void }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const file = path.join(folder, `${Date.now()}-${process.pid}-${count}.json`);
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => server.close() };
}
