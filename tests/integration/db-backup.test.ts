/**
 * `npm run db:backup` and `npm run db:restore` (scripts/lib/backup.ts, app/db/backup.server.ts,
 * docs/decisions/123, 150): a backup of the running server's embedded database, taken while it
 * writes, restored into another folder; without the sessions' secret (never in a backup) it signs
 * in as no one, with the secret kept apart its sessions go on; and what restore refuses.
 *
 * Each test has folders of its own, removed when it ends, and holds a folder only inside
 * try/finally: a test cut short on a loaded machine cannot leave a folder held for the next one.
 * Only the first test opens a database beside the server's; the refusals need none (a folder
 * with a PG_VERSION file is a database to these commands, and the forced restore loads the
 * suite's migrated snapshot).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { resolveAuthSecret } from "~/auth-secret.server";
import { openEmbedded, pgliteDataPath } from "~/db/client.server";
import { lockFolder } from "~/db/folder-lock.server";
import { outboxMessages, sampleRequests } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createAuth } from "~/models/accounts/account-auth.server";
import { releaseHeldMessages } from "~/models/operations/outbox-resend.server";
import { type Started, startDatabase } from "~/startup.server";
import { BackupRefusedError, backupEmbedded, restoreEmbedded } from "../../scripts/lib/backup";
import { createDataFolder, type DataFolder } from "../helpers/data-folder";
import { buildSampleRequest, signedInAs } from "../helpers/factories";
import { mailJob, noOutbox, startTestMailQueue } from "../helpers/mail";
import { TEST_SITE_URL } from "../helpers/route";

const env = parseEnv({ NODE_ENV: "test", SITE_URL: TEST_SITE_URL });

describe.runIf(process.env.TEST_DB === "pglite")("db:backup and db:restore", () => {
  let source: DataFolder;
  let server: Started;

  beforeAll(async () => {
    source = await createDataFolder();
    // As the server starts: the demo catalogue, a generated secret, backups answered.
    server = await startDatabase(
      parseEnv({ NODE_ENV: "test", DATA_DIR: source.dataDir }),
      () => {},
    );
  });

  afterAll(async () => {
    await server?.database.close();
    source?.remove();
  });

  /** A new empty folder for this test alone, removed when the test ends, passed or not. */
  function scratchFolder(): string {
    const folder = mkdtempSync(path.join(tmpdir(), "sampletray-backup-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    return folder;
  }

  /** A data folder that these commands take for a database (its PG_VERSION file), never opened. */
  function folderWithDatabase(): string {
    const dataDir = scratchFolder();
    mkdirSync(pgliteDataPath(dataDir), { recursive: true });
    writeFileSync(path.join(pgliteDataPath(dataDir), "PG_VERSION"), "17\n");
    return dataDir;
  }

  it("copies the running server's database while it writes, without the secret: it signs in as no one until the kept secret is put back", async () => {
    const scratch = scratchFolder();
    const backupFile = path.join(scratch, "backups", "sampletray.tar.gz");
    const restoredDir = path.join(scratch, "restored");
    const { db } = server.database;
    const signedIn = await signedInAs(db, "user", { secret: server.authSecret });
    // Every transaction stores two requests: a copy taken in the middle of one would hold an odd number.
    let isWriting = true;
    const writes = (async () => {
      while (isWriting) {
        // As requests do, each write waits for the event loop (which also carries the backup).
        await new Promise((resolve) => setImmediate(resolve));
        await db.transaction(async (tx) => {
          await tx.insert(sampleRequests).values(buildSampleRequest());
          await tx.insert(sampleRequests).values(buildSampleRequest());
        });
      }
    })();
    const stopWriting = async () => {
      isWriting = false;
      await writes;
    };
    // Cut short (a timeout), the test still stops writing before the server's database closes.
    onTestFinished(() => stopWriting().catch(() => {}));
    const before = await db.$count(sampleRequests);
    const backup = await backupEmbedded({ dataDir: source.dataDir, file: backupFile });
    await stopWriting();
    expect(await db.$count(sampleRequests)).toBeGreaterThan(before);
    expect(backup.isFromServer).toBe(true);
    // The secret is neither beside the backup nor in it (decision 150).
    const secretFile = path.join(source.dataDir, "auth-secret");
    expect(backup.secretNotCopied).toBe(path.resolve(secretFile));
    expect(existsSync(`${backupFile}.auth-secret`)).toBe(false);
    expect(gunzipSync(readFileSync(backupFile)).includes(server.authSecret)).toBe(false);

    const restored = await restoreEmbedded({
      dataDir: restoredDir,
      file: backupFile,
      force: false,
    });
    expect(restored).toMatchObject({ setAside: null, isSecretRestored: false, hasSecret: false });
    const copy = await openEmbedded(restoredDir);
    try {
      const counts = await copy.db.execute<{ stored: number; counted: number }>(
        sql`select (select count(*)::int from ${sampleRequests}) as stored,
          (select sum(count)::int from sample_request_counts) as counted`,
      );
      const { stored, counted } = counts.rows[0] ?? { stored: 0, counted: 0 };
      expect(stored).toBeGreaterThanOrEqual(before);
      expect(stored % 2).toBe(0);
      expect(counted).toBe(stored);
      const cookie = new Headers({ Cookie: signedIn.cookie });
      // The copy alone: the session cookie, checked with another secret, is no one's.
      const alone = createAuth(copy.db, env, "another-secret-another-secret-0000", noOutbox);
      expect(await alone.api.getSession({ headers: cookie })).toBeNull();
      // The operator puts back the secret kept apart: the session made before the backup goes on.
      copyFileSync(secretFile, path.join(restoredDir, "auth-secret"));
      const secret = resolveAuthSecret({ DATA_DIR: restoredDir });
      expect(secret).toBe(server.authSecret);
      const auth = createAuth(copy.db, env, secret, noOutbox);
      const session = await auth.api.getSession({ headers: cookie });
      expect(session?.user.id).toBe(signedIn.user.id);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it("a restored copy holds the backup's queued mail, and mail:release-held queues it on purpose", async () => {
    const scratch = scratchFolder();
    const backupFile = path.join(scratch, "held.tar.gz");
    const restoredDir = path.join(scratch, "restored");
    const message = (status: "queued" | "sent") => ({
      kind: "new-lead",
      recipient: "held-mail@example.test",
      subject: `A ${status} message ${crypto.randomUUID()}`,
      textBody: "Text",
      htmlBody: "<p>Text</p>",
      status,
    });
    const [queued, sent] = await server.database.db
      .insert(outboxMessages)
      .values([message("queued"), message("sent")])
      .returning({ id: outboxMessages.id });
    await backupEmbedded({ dataDir: source.dataDir, file: backupFile });
    const restored = await restoreEmbedded({
      dataDir: restoredDir,
      file: backupFile,
      force: false,
    });
    expect(restored.heldMessages).toBeGreaterThanOrEqual(1);
    const copy = await openEmbedded(restoredDir);
    try {
      const statusOf = async (id: string | undefined) =>
        (
          await copy.db
            .select({ status: outboxMessages.status })
            .from(outboxMessages)
            .where(eq(outboxMessages.id, id ?? ""))
        )[0]?.status;
      // Held, not queued: the copy's first start sends nothing the live server may have sent.
      expect(await statusOf(queued?.id)).toBe("held");
      expect(await statusOf(sent?.id)).toBe("sent");
      const queue = await startTestMailQueue(copy, { work: false });
      try {
        const released = await releaseHeldMessages(copy.db, {
          outbox: queue,
          linkSecret: server.authSecret,
          actorId: null,
        });
        expect(released.queued).toBeGreaterThanOrEqual(1);
        expect(await statusOf(queued?.id)).toBe("queued");
        expect((await mailJob(copy.db, queued?.id ?? ""))?.state).toBe("created");
      } finally {
        await queue.stop();
      }
    } finally {
      await copy.close();
    }
  }, 120_000);

  it("refuses to restore while a server runs, or over a database unless --force sets it aside", async () => {
    // The suite's migrated snapshot is a backup as db:backup writes one (a gzipped data folder).
    const backupFile = path.join(scratchFolder(), "sampletray.tar.gz");
    copyFileSync(inject("pgliteSnapshot"), backupFile);
    await expect(
      restoreEmbedded({ dataDir: source.dataDir, file: backupFile, force: true }),
    ).rejects.toThrow(/Stop the server before restoring/);
    const occupied = folderWithDatabase();
    const refusal = restoreEmbedded({ dataDir: occupied, file: backupFile, force: false });
    await expect(refusal).rejects.toThrow(BackupRefusedError);
    await expect(refusal).rejects.toThrow(/already holds a database/);

    const forced = await restoreEmbedded({ dataDir: occupied, file: backupFile, force: true });
    expect(forced.setAside && existsSync(path.join(forced.setAside, "PG_VERSION"))).toBe(true);
    expect(forced.migrations).toBeGreaterThan(0);
  });

  it("says so when the process holding the folder does not answer backup requests", async () => {
    const held = folderWithDatabase();
    const file = path.join(scratchFolder(), "other.tar.gz");
    // Another command holds the folder (here this process, through the same lock), with no socket.
    const lock = lockFolder(held);
    try {
      await expect(backupEmbedded({ dataDir: held, file })).rejects.toThrow(
        /does not answer backup requests/,
      );
    } finally {
      lock.release();
    }
    expect(existsSync(file)).toBe(false);
  });
});
