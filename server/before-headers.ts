/**
 * Runs `apply` once, just before an answer's status line and headers are written (its status is
 * known by then): the one way `server/` changes an answer's headers after the route made them.
 */
import type { Response } from "express";

export function beforeHeaders(res: Response, apply: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    res.writeHead = writeHead;
    if (typeof args[0] === "number") this.statusCode = args[0];
    apply();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}
