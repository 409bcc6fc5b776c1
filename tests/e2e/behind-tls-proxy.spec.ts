/**
 * The README's production recipe behind a TLS-terminating reverse proxy: SITE_URL is https, the
 * proxy speaks plain HTTP to the app and TRUST_PROXY is unset. Every form must still work
 * (issue 15, item 1): React Router compares the browser's https Origin with the request URL.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../helpers/postgres";
import { type AppServer, startAppServer } from "./app-server";
import { PASSWORD, uniqueEmail } from "./auth-helpers";
import { freePort } from "./free-port";

const proxyPort = freePort();
const appPort = freePort();
const siteUrl = `https://localhost:${proxyPort}`;
const folder = mkdtempSync(path.join(tmpdir(), "sampletray-tls-"));
const database = uniqueDatabaseName("sampletray_e2e_tls");
let app: AppServer | undefined;
let proxy: https.Server | undefined;

/** What a typical proxy does: terminate TLS, forward over HTTP, add X-Forwarded-*. */
function startProxy(tls: { key: Buffer; cert: Buffer }) {
  const server = https.createServer(tls, (req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: appPort,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: `127.0.0.1:${appPort}`,
          "x-forwarded-for": req.socket.remoteAddress ?? "",
          "x-forwarded-proto": "https",
          "x-forwarded-host": req.headers.host ?? "",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise<https.Server>((resolve) =>
    server.listen(proxyPort, "127.0.0.1", () => resolve(server)),
  );
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await createDatabase(database);
  proxy = await startProxy(makeCertificate());
  app = await startAppServer(
    {
      DATABASE_URL: databaseUrl(database),
      AUTH_SECRET: "tls-proxy-secret-tls-proxy-secret-0123",
      SITE_URL: siteUrl,
      HOST: "127.0.0.1",
      PORT: String(appPort),
      TRUST_PROXY: "",
      AUTH_RATE_LIMIT_IP_MAX: "1000",
    },
    { timeoutMs: 90_000, name: "server" },
  );
});

/** A self-signed certificate for localhost (openssl ships with the base system). */
function makeCertificate() {
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

test.afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
  proxy?.closeAllConnections();
  await dropDatabase(database);
  rmSync(folder, { recursive: true, force: true });
});

test.use({ ignoreHTTPSErrors: true });

test("signs up, signs out and signs in through the proxy, with and without JavaScript", async ({
  browser,
}) => {
  // Two sign-ups and two sign-ins (four scrypt hashes) through a TLS proxy, in two browser
  // contexts: about 10 s on a quiet machine; a loaded one took past the default 30 s.
  test.setTimeout(90_000);
  const email = uniqueEmail("tls");
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled });
    const page = await context.newPage();
    const address = javaScriptEnabled ? email : uniqueEmail("tls-nojs");
    await page.goto(`${siteUrl}/signup`);
    await page.getByLabel("Full name (optional)").fill("Tess Proxy");
    await page.getByLabel("Email").fill(address);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    const signup = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Create account" }).click();
    expect((await signup).status(), `signup (JavaScript ${javaScriptEnabled})`).not.toBe(400);
    await expect(page.getByTestId("signed-in-user")).toContainText("Tess Proxy");
    await context.clearCookies();

    await page.goto(`${siteUrl}/login`);
    await page.getByLabel("Email").fill(address);
    await page.locator('input[name="password"]').fill(PASSWORD);
    const login = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Log in" }).click();
    expect((await login).status(), `login (JavaScript ${javaScriptEnabled})`).not.toBe(400);
    await expect(page.getByTestId("signed-in-user")).toContainText("Tess Proxy");
    await context.close();
  }
});

test("the server behind the proxy printed no e-mail address", () => {
  const output = app?.output ?? "";
  const addresses = output.match(
    /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
  );
  expect(addresses ?? []).toEqual([]);
  // It starts, but says that the client IP needs TRUST_PROXY (docs/decisions/042).
  expect(output).toContain("TRUST_PROXY is unset");
});

test("a cross-site form post through the proxy is still refused", async ({ request }) => {
  const response = await request.post(`${siteUrl}/login`, {
    form: { email: "x@example.com", password: "whatever1" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
