/**
 * `npm run db:backup` and `npm run db:restore` (scripts/lib/backup.ts, app/db/backup.server.ts,
 * docs/decisions/123, 150): a backup of the running server's embedded database, taken while it
 * writes, restored into another folder; without the sessions' secret (never in a backup) it signs
 * in as no one, with the secret kept apart its sessions go on; and what restore refuses.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "~/auth-secret.server";
import { openEmbedded } from "~/db/client.server";
import { sampleRequests } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createAuth } from "~/models/accounts/account-auth.server";
import { type Started, startDatabase } from "~/startup.server";
import { BackupRefusedError, backupEmbedded, restoreEmbedded } from "../../scripts/lib/backup";
import { createDataFolder, type DataFolder } from "../helpers/data-folder";
import { buildSampleRequest, signedInAs } from "../helpers/factories";
import { noOutbox } from "../helpers/mail";
import { TEST_SITE_URL } from "../helpers/route";

const env = parseEnv({ NODE_ENV: "test", SITE_URL: TEST_SITE_URL });

describe.runIf(process.env.TEST_DB === "pglite")("db:backup and db:restore", () => {
  let source: DataFolder;
  let server: Started;
  const scratch = mkdtempSync(path.join(tmpdir(), "sampletray-backup-"));
  const backupFile = path.join(scratch, "backups", "sampletray.tar.gz");
  const restoredDir = path.join(scratch, "restored");

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
    rmSync(scratch, { recursive: true, force: true });
  });

  it("copies the running server's database while it writes, without the secret: it signs in as no one until the kept secret is put back", async () => {
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
    const before = await db.$count(sampleRequests);
    const backup = await backupEmbedded({ dataDir: source.dataDir, file: backupFile });
    isWriting = false;
    await writes;
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
    // The copy alone: the session cookie, checked with another secret, is no one's.
    const alone = await openEmbedded(restoredDir);
    try {
      const auth = createAuth(alone.db, env, "another-secret-another-secret-0000", noOutbox);
      const session = await auth.api.getSession({
        headers: new Headers({ Cookie: signedIn.cookie }),
      });
      expect(session).toBeNull();
    } finally {
      await alone.close();
    }
    // The operator puts back the secret kept apart.
    copyFileSync(secretFile, path.join(restoredDir, "auth-secret"));
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
      // The session made before the backup, checked with the secret put back.
      const secret = resolveAuthSecret({ DATA_DIR: restoredDir });
      expect(secret).toBe(server.authSecret);
      const auth = createAuth(copy.db, env, secret, noOutbox);
      const session = await auth.api.getSession({
        headers: new Headers({ Cookie: signedIn.cookie }),
      });
      expect(session?.user.id).toBe(signedIn.user.id);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it("refuses to restore while a server runs, or over a database unless --force sets it aside", async () => {
    // Uses the first test's backup and restored folder.
    expect(existsSync(backupFile)).toBe(true);
    await expect(
      restoreEmbedded({ dataDir: source.dataDir, file: backupFile, force: true }),
    ).rejects.toThrow(/Stop the server before restoring/);
    const refusal = restoreEmbedded({ dataDir: restoredDir, file: backupFile, force: false });
    await expect(refusal).rejects.toThrow(BackupRefusedError);
    await expect(refusal).rejects.toThrow(/already holds a database/);

    const forced = await restoreEmbedded({ dataDir: restoredDir, file: backupFile, force: true });
    expect(forced.setAside && existsSync(path.join(forced.setAside, "PG_VERSION"))).toBe(true);
  });

  it("says so when the process holding the folder does not answer backup requests", async () => {
    const other = await openEmbedded(restoredDir);
    try {
      await expect(
        backupEmbedded({ dataDir: restoredDir, file: path.join(scratch, "other.tar.gz") }),
      ).rejects.toThrow(/does not answer backup requests/);
    } finally {
      await other.close();
    }
    expect(existsSync(path.join(scratch, "other.tar.gz"))).toBe(false);
  });
});
