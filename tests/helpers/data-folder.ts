/**
 * An embedded database in a data folder of its own (as DATA_DIR holds it), migrated and with the
 * mail queue installed: the pglite project's snapshot, unpacked into a new temporary folder
 * (starting PGlite on an empty folder runs initdb, several seconds).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { pgliteDataPath, pgliteOptions } from "~/db/client.server";

export interface DataFolder {
  dataDir: string;
  remove(): void;
}

export async function createDataFolder(): Promise<DataFolder> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sampletray-data-"));
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  const client = await PGlite.create(pgliteDataPath(dataDir), {
    ...pgliteOptions,
    loadDataDir: snapshot,
  });
  await client.close();
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
