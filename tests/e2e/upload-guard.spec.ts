/**
 * No upload body is read before the caller is known (issue 28 point 2, docs/decisions/115): an
 * anonymous or wrong-role multipart post to the workspace's listing or the console's import, whose
 * body never finishes, is answered at once by the route (the login redirect, or 403).
 */
import { request as httpRequest } from "node:http";
import { createCompany, signedInAs } from "../helpers/factories";
import { expect, test } from "./fixtures";
import { E2E_AUTH_SECRET } from "./server-env";

// The run's server (playwright.config.ts takes its port and hands it to every worker).
const port = Number(process.env.E2E_PORT);

/** Sends 1 MB of a declared 20 MB multipart body, then nothing; resolves with the answer. */
function withheldUpload(path: string, cookie?: string) {
  return new Promise<{ status: number; location?: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(20 * 1024 * 1024),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          ms: Date.now() - started,
        });
        req.destroy();
      },
    );
    req.on("error", reject);
    req.write(`--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n`);
    req.write(Buffer.alloc(1024 * 1024));
  });
}

test("an anonymous upload to the workspace or the console is sent to log in, its body unread", async ({
  db,
}) => {
  const company = await createCompany(db);
  for (const path of [
    `/supplier/${company.id}/listing`,
    "/admin/catalogue",
    "/admin/companies/new",
  ]) {
    const answer = await withheldUpload(path);
    expect(answer.status, path).toBe(302);
    expect(answer.location, path).toContain("/login?redirectTo=");
    expect(answer.ms, path).toBeLessThan(5_000);
  }
});

test("a signed-in user who is not a member or not an admin gets 403, the body unread", async ({
  db,
}) => {
  const company = await createCompany(db);
  const { cookie } = await signedInAs(db, "user", { secret: E2E_AUTH_SECRET });
  for (const path of [`/supplier/${company.id}/listing`, "/admin/catalogue"]) {
    const answer = await withheldUpload(path, cookie);
    expect(answer.status, path).toBe(403);
    expect(answer.ms, path).toBeLessThan(5_000);
  }
});
