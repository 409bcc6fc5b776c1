/**
 * npm run check:cluster — two production instances on one fresh PostgreSQL database behind
 * Debian's nginx (deploy/nginx.conf), checked through the proxy (docs/decisions/124):
 *
 * 1. session: a session made (sign-up) on one instance opens the console on the other;
 * 2. one e-mail: CLUSTER_MAIL_REQUESTS (default 10) sample requests with both instances' mail
 *    workers on yield exactly one supplier message each (Message-IDs at a test SMTP server);
 * 3. page cache: an admin's company edit through one instance shows on the other's cached
 *    anonymous company page within 2 seconds (read from the instance: nginx's cache in front
 *    keeps a page for its s-maxage); then nginx's cache shares one copy between signed-out
 *    visitors whatever their other cookies, and passes a signed-in one on (cluster-cache-check.ts);
 * 4. rate limit: FORM_RATE_LIMIT_EMAIL_MAX sample requests from one address, spread over both
 *    instances, and the next is refused with 429;
 * 5. kill -9: CLUSTER_REQUESTS (default 300) sample requests from CLUSTER_CLIENTS (default 10)
 *    clients while one instance is killed with SIGKILL CLUSTER_KILLS times (default 2) and started
 *    again: no acknowledged request lost or stored twice. nginx resends GETs, whatever never
 *    reached an instance, and the form POSTs cut off by the kill (they carry an idempotency key,
 *    deploy/nginx.conf); a POST it could not place answers 502 and the client resends it with
 *    the same key, as check:durability's clients do;
 * 6. rolling restart: under the same load, and sign-ins from CLUSTER_SIGNIN_CLIENTS (default 3)
 *    clients, each instance in turn gets SIGTERM (it must exit 0), is started again and waited
 *    for: no request fails at the proxy (a sign-in, which nginx never resends, included), none is
 *    lost or doubled;
 * 7. burst: 30 requests (pages and sign-ins) sent 30 ms before one instance gets SIGTERM: every
 *    one answered (scripts/lib/cluster-restart.ts);
 * 8. an outage: nginx in front of two stand-ins answering the outage's 503 passes every GET on
 *    as a 503 with Retry-After, never a bare 502 (scripts/lib/cluster-outage-check.ts).
 *
 * Needs the production build (`npm run build`) and the PostgreSQL server at TEST_DATABASE_URL;
 * installs nginx with apt-get when missing. Ports CLUSTER_PORT (default 4580: the proxy), the
 * next two (the instances) and the third (the outage check's proxy), loopback only. Prints a table; exits 1 when any check fails.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setAdmin } from "~/models/accounts/user.server";
import { isPostgresReachable } from "../tests/helpers/postgres";
import { startTestSmtpServer, type TestSmtpServer } from "../tests/helpers/smtp";
import { Cluster, guardedForm, type Row, stamp } from "./lib/cluster";
import { checkSharedCache } from "./lib/cluster-cache-check";
import { checkOutageThroughNginx } from "./lib/cluster-outage-check";
import {
  BURST_ACCOUNTS,
  checkBurstBeforeSigterm,
  createAccounts,
  describeTally,
  signInUntil,
} from "./lib/cluster-restart";
import {
  killPoints,
  loadEnv,
  positiveInt,
  prepareDatabase,
  requireProductionBuild,
  runCrashLoad,
  sleep,
} from "./lib/crash-load";

const PORT = positiveInt("CLUSTER_PORT", 4580);
const REQUESTS = positiveInt("CLUSTER_REQUESTS", 300);
const CLIENTS = positiveInt("CLUSTER_CLIENTS", 10);
const KILLS = positiveInt("CLUSTER_KILLS", 2);
const MAIL_REQUESTS = positiveInt("CLUSTER_MAIL_REQUESTS", 10);
const SIGNIN_CLIENTS = positiveInt("CLUSTER_SIGNIN_CLIENTS", 3);
const TIMEOUT_MS = positiveInt("CLUSTER_TIMEOUT_SECONDS", 600) * 1000;
const RATE_LIMIT = 4;
const COMPANY_PAGE = "/company/lumina-dental";
const PASSWORD = "Zebra-Lamp-42";

async function checkSession(cluster: Cluster, email: string): Promise<Row & { cookie: string }> {
  const signup = await cluster.post("/signup", {
    body: new URLSearchParams({
      displayName: "",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  const cookie = signup.res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const handle = await cluster.database.open();
  try {
    await setAdmin(handle.db, email, true);
  } finally {
    await handle.close();
  }
  const other = await cluster.getFromOther(signup.upstream, "/admin/companies", cookie);
  const isSignedIn = other.res.status === 200 && other.text.includes("<h1");
  return {
    check: "session made on one instance works on the other",
    ok: cookie.includes("session_token") && isSignedIn,
    detail: `signed up on ${signup.upstream}; /admin/companies on ${other.upstream}: ${other.res.status}`,
    cookie,
  };
}

async function checkOneEmail(cluster: Cluster, smtp: TestSmtpServer): Promise<Row> {
  const emails = Array.from({ length: MAIL_REQUESTS }, (_, i) => `cluster-mail-${i}@example.com`);
  // The forms first, then the posts back to back: round robin spreads the posts over both.
  const bodies = [];
  for (const email of emails) bodies.push(await guardedForm(cluster, email, "mail:"));
  const upstreams = new Set<string>();
  for (const body of bodies) upstreams.add((await cluster.post(COMPANY_FORM, { body })).upstream);
  const supplierMail = (email: string) =>
    smtp.received.filter(
      (m) => m.subject.startsWith("New sample request") && m.text.includes(email),
    );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && emails.some((e) => supplierMail(e).length === 0))
    await sleep(200);
  await sleep(3_000); // a second worker's copy would arrive by now
  const ids = emails.map((e) => new Set(supplierMail(e).map((m) => m.messageId)).size);
  const copies = emails.reduce((n, e) => n + supplierMail(e).length, 0);
  return {
    check: "a sample request yields exactly one supplier e-mail",
    ok: ids.every((n) => n === 1) && copies === emails.length,
    detail: `${emails.length} requests via ${[...upstreams].join(" and ")}: ${copies} supplier messages, ${ids.filter((n) => n === 1).length} with one Message-ID`,
  };
}

async function checkPageCache(cluster: Cluster, cookie: string): Promise<Row> {
  // Each instance's own page cache, read directly: through the proxy, nginx's cache keeps the
  // page for its s-maxage (scripts/lib/cluster-cache-check.ts). Both render and keep it first.
  const read = async (origin: string) => (await fetch(`${origin}${COMPANY_PAGE}`)).text();
  for (const instance of cluster.instances) for (let i = 0; i < 2; i++) await read(instance.origin);
  const name = `Lumina Dental ${stamp()}`;
  const edit = await cluster.post("/admin/companies/lumina-dental", {
    body: companyForm(name),
    cookie,
  });
  const editedAt = Date.now();
  let seenAfter: number | null = null;
  const other = cluster.instances.find((i) => i.origin !== `http://${edit.upstream}`)?.origin;
  while (other && Date.now() - editedAt < 5_000 && seenAfter === null) {
    if ((await read(other)).includes(name)) seenAfter = Date.now() - editedAt;
    await sleep(50);
  }
  return {
    check: "a catalogue change shows on the other's cached page",
    ok: edit.res.status === 302 && seenAfter !== null && seenAfter <= 2_000,
    detail: `edited on ${edit.upstream} (${edit.res.status}${edit.res.status === 302 ? "" : `: ${fieldErrors(edit.text)}`}); seen on ${other?.replace("http://", "") ?? "the other"} after ${seenAfter ?? "more than 5000"} ms`,
  };
}

async function checkRateLimit(cluster: Cluster): Promise<Row> {
  const email = `cluster-limit-${stamp()}@example.com`;
  // The forms first, then the posts back to back: round robin spreads the posts over both.
  const bodies = [];
  for (let i = 0; i <= RATE_LIMIT; i++) bodies.push(await guardedForm(cluster, email, "limit:"));
  const answers = [];
  for (const body of bodies) answers.push(await cluster.post(COMPANY_FORM, { body }));
  const accepted = answers.slice(0, RATE_LIMIT).filter((a) => a.text.includes("Request sent!"));
  const upstreams = new Set(accepted.map((a) => a.upstream));
  const last = answers[RATE_LIMIT];
  return {
    check: "a rate limit counts across both instances",
    ok: accepted.length === RATE_LIMIT && upstreams.size === 2 && last?.res.status === 429,
    detail: `${accepted.length} of ${RATE_LIMIT} accepted on ${[...upstreams].join(" and ")}; the next: ${last?.res.status} on ${last?.upstream}`,
  };
}

async function checkKills(cluster: Cluster, deadline: number): Promise<Row> {
  const victim = cluster.instances[0];
  const mark = "kill:";
  const result = await runCrashLoad({
    server: {
      site: cluster.proxy.site,
      kill: (s) => victim.kill(s),
      start: (d) => victim.start(d),
    },
    label: "kill -9",
    requests: REQUESTS,
    clients: CLIENTS,
    killAt: killPoints(REQUESTS, KILLS),
    deadline,
    mark,
    email: (i) => `cluster-kill-${i}@example.com`,
  });
  const counted = await cluster.countStored(result.requests, mark);
  return {
    check: `kill -9 of one instance under load (${KILLS}×)`,
    ok: counted.lost === 0 && counted.duplicated === 0 && counted.acknowledged === REQUESTS,
    detail: `${counted.acknowledged}/${REQUESTS} acknowledged, lost ${counted.lost}, duplicated ${counted.duplicated}; POSTs in flight at the kills ${result.inFlightAtKills.join("/")}; answers failed at the proxy and resent by the client: ${result.failedPosts} POST, ${result.failedGets} GET`,
  };
}

async function checkRollingRestart(
  cluster: Cluster,
  deadline: number,
  signers: string[],
): Promise<Row> {
  const mark = "rolling:";
  let isRestarted = false;
  const exitCodes: (number | null)[] = [];
  const restart = (async () => {
    await sleep(2_000);
    for (const instance of cluster.instances) {
      exitCodes.push(await instance.kill("SIGTERM"));
      await instance.start(deadline);
      // nginx rests an instance that refused a connection for fail_timeout (2 s).
      await sleep(3_000);
    }
    isRestarted = true;
  })();
  const signIns = signInUntil(cluster, signers, SIGNIN_CLIENTS, () => isRestarted);
  const result = await runCrashLoad({
    server: { site: cluster.proxy.site, kill: async () => null, start: async () => {} },
    label: "rolling restart",
    requests: 100_000,
    clients: CLIENTS,
    killAt: [],
    deadline,
    mark,
    email: (i) => `cluster-rolling-${i}@example.com`,
    isDone: () => isRestarted,
  });
  await restart;
  const signedIn = await signIns;
  const counted = await cluster.countStored(result.requests, mark);
  return {
    check: "rolling restart (SIGTERM, one at a time)",
    ok:
      result.failedGets === 0 &&
      result.failedPosts === 0 &&
      counted.lost === 0 &&
      counted.duplicated === 0 &&
      signedIn.failed === 0 &&
      exitCodes.every((c) => c === 0),
    detail: `exit codes ${exitCodes.join("/")}; ${counted.acknowledged} acknowledged, lost ${counted.lost}, duplicated ${counted.duplicated}; failed at the proxy: ${result.failedPosts} POST, ${result.failedGets} GET; sign-ins ${describeTally(signedIn)}`,
  };
}

/** The field messages on a page that refused a form (for a failure's detail). */
function fieldErrors(html: string): string {
  return [...html.matchAll(/id="[^"]*-error"[^>]*>([^<]+)</g)].map((m) => m[1]).join("; ");
}

const COMPANY_FORM = "/request-samples?company=lumina-dental&product=lumina-flow-a2";

/** The console's company form for Lumina Dental, renamed. */
function companyForm(name: string): FormData {
  const fields: [string, string][] = [
    ["intent", "save"],
    ["name", name],
    ["brandName", "Lumina"],
    ["description", "Composites and bonding agents for everyday restorations."],
    ["shortDescription", "Composites that match."],
    ["website", "lumina.example"],
    ["responseTime", "Same day"],
    ["categories", "Restorative"],
    ["treatmentTypes", "Fillings, Bonding"],
    ["samplesAvailable", "on"],
    ["leadEmail", "leads@lumina.example"],
    ["externalKey", ""],
  ];
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return form;
}

// ---------------------------------------------------------------------------

requireProductionBuild("check:cluster");
if (!(await isPostgresReachable())) {
  console.error("check:cluster needs the PostgreSQL server at TEST_DATABASE_URL.");
  process.exit(2);
}
const started = Date.now();
const deadline = started + TIMEOUT_MS;
const workDir = mkdtempSync(path.join(tmpdir(), "sampletray-cluster-"));
const smtp = await startTestSmtpServer();
const env: NodeJS.ProcessEnv = {
  ...loadEnv(PORT),
  SITE_URL: `http://127.0.0.1:${PORT}`,
  TRUST_PROXY: "loopback",
  SMTP_URL: smtp.url,
  MAIL_WORKER: "on",
  MAIL_RETRY_DELAY_SECONDS: "1",
  MAIL_RETRY_DELAY_MAX_SECONDS: "5",
  FORM_RATE_LIMIT_EMAIL_MAX: String(RATE_LIMIT),
};
const database = await prepareDatabase("postgres", env, workDir, "sampletray_cluster");
const cluster = new Cluster(env, database, workDir, PORT);
const rows: Row[] = [];
let isPassed = false;
try {
  await cluster.start(deadline);
  console.log(
    `check:cluster: nginx on ${cluster.proxy.site} in front of ${cluster.instances.map((i) => i.origin).join(" and ")}, one PostgreSQL database`,
  );
  const session = await checkSession(cluster, `cluster-admin-${stamp()}@example.com`);
  rows.push(session);
  rows.push(await checkOneEmail(cluster, smtp));
  rows.push(await checkPageCache(cluster, session.cookie));
  rows.push(...(await checkSharedCache(cluster, session.cookie)));
  rows.push(await checkRateLimit(cluster));
  rows.push(await checkKills(cluster, deadline));
  const signers = await createAccounts(
    cluster,
    Math.max(SIGNIN_CLIENTS, BURST_ACCOUNTS),
    `cluster-signin-${stamp()}`,
  );
  rows.push(await checkRollingRestart(cluster, deadline, signers));
  rows.push(await checkBurstBeforeSigterm(cluster, signers, deadline));
  rows.push(await checkOutageThroughNginx(PORT + 3));
  isPassed = rows.every((r) => r.ok);
} catch (error) {
  console.error(error);
  for (const instance of cluster.instances) console.error(instance.tail(20));
} finally {
  await cluster.stop();
  await smtp.close();
  await database.drop();
  if (isPassed) {
    for (const dir of [workDir, cluster.proxy.runDir])
      rmSync(dir, { recursive: true, force: true });
  } else {
    console.log(`logs kept in ${workDir} (instances) and ${cluster.proxy.runDir} (nginx)`);
  }
}
const width = Math.max(...rows.map((r) => r.check.length));
console.log(`\n${"check".padEnd(width)}  result  detail`);
for (const row of rows) {
  console.log(`${row.check.padEnd(width)}  ${row.ok ? "ok    " : "FAILED"}  ${row.detail}`);
}
console.log(
  `\ncheck:cluster ${isPassed ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(isPassed ? 0 : 1);
