/**
 * A minimal SMTP server for benchmarks: it answers every command at once and counts the messages
 * it receives, keeping nothing. (npm smtp-server, which the tests use to read mail, answered a
 * message every ~150 ms here: it measured itself, not the sender.)
 */
import { createServer, type Socket } from "node:net";

export async function startSmtpSink(onMessage: () => void) {
  const server = createServer((socket: Socket) => {
    socket.setNoDelay(true);
    let inData = false;
    let buffer = "";
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) {
            // Keep only what may start the end mark.
            if (buffer.length > 8) buffer = buffer.slice(-8);
            return;
          }
          buffer = buffer.slice(end + 5);
          inData = false;
          onMessage();
          socket.write("250 OK\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith("EHLO")) socket.write("250-sink\r\n250-PIPELINING\r\n250 8BITMIME\r\n");
        else if (line.startsWith("DATA")) {
          inData = true;
          socket.write("354 go\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
