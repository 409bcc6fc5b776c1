/**
 * The catalogue import (/admin/catalogue, docs/decisions/071): an admin's CSV is checked (the dry
 * run), kept in `catalogue_imports` so any instance can apply it, and applied in one transaction:
 * rejected rows skipped, new rows inserted and changed rows updated in batches of set-based SQL,
 * unchanged rows left alone, one audit entry with the counts.
 */
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { catalogueImports } from "~/db/schema";
import { ProductLimitError } from "~/models/billing/product-limit.server";
import { recordAudit } from "~/models/operations/audit-log.server";
import type { CatalogueColumn, ImportKind } from "./catalogue-import-columns.server";
import { CatalogueFileError } from "./catalogue-import-csv.server";
import {
  type ImportPlan,
  type ImportReport,
  type PlannedWrite,
  planImport,
} from "./catalogue-import-plan.server";
import {
  checkImportedProductRoom,
  refreshImportedProductLimits,
} from "./catalogue-import-room.server";

/** The largest file accepted (IMPORT_FIELDS in app/lib/upload-fields.ts, read by the import's action). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** A checked file waits this long for its apply. */
const KEPT_HOURS = 24;
/** Rows per INSERT or UPDATE statement. */
const WRITE_BATCH = 1000;

export type ImportAnswer =
  | { ok: true; report: ImportReport; importId: string | null }
  | { ok: false; message: string };

/**
 * The dry run: what each row of the file would do. When something would change, the file is kept
 * and its id returned for the apply; nothing else is written.
 */
export async function checkCatalogueFile(
  db: Database,
  file: { kind: ImportKind; fileName: string; bytes: Uint8Array; uploadedBy: string },
): Promise<ImportAnswer> {
  let plan: ImportPlan;
  try {
    plan = await planImport(db, file.kind, file.bytes);
  } catch (error) {
    if (error instanceof CatalogueFileError) return { ok: false, message: error.message };
    throw error;
  }
  if (plan.creates.length + plan.updates.length === 0) {
    return { ok: true, report: plan.report, importId: null };
  }
  await db
    .delete(catalogueImports)
    .where(lt(catalogueImports.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`));
  const [row] = await db
    .insert(catalogueImports)
    .values({
      kind: file.kind,
      fileName: file.fileName.slice(0, 255),
      byteSize: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      bytes: file.bytes,
      uploadedBy: file.uploadedBy,
    })
    .returning({ id: catalogueImports.id });
  return { ok: true, report: plan.report, importId: row?.id ?? null };
}

export const IMPORT_GONE =
  "This import was already applied or has expired. Check the file again to import it.";

/**
 * Applies a checked file in one transaction, planned again against the catalogue as it is now.
 * The kept file is deleted in the same transaction, so a second click finds nothing to apply.
 */
export async function applyCatalogueImport(
  db: Database,
  importId: string,
  actorId: string,
): Promise<ImportAnswer> {
  try {
    return await applyInTransaction(db, importId, actorId);
  } catch (error) {
    // Nothing was written and the checked file is kept: the admin can fix the file or the plan.
    if (error instanceof ProductLimitError) return { ok: false, message: error.message };
    throw error;
  }
}

function applyInTransaction(db: Database, importId: string, actorId: string) {
  return db.transaction(async (tx): Promise<ImportAnswer> => {
    // One import at a time: two concurrent ones would both plan a create for the same key.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalogue_import'))`);
    const [file] = await tx
      .delete(catalogueImports)
      .where(eq(catalogueImports.id, importId))
      .returning();
    if (!file) return { ok: false as const, message: IMPORT_GONE };
    const kind = file.kind as ImportKind;
    let plan: ImportPlan;
    try {
      plan = await planImport(tx, kind, file.bytes);
    } catch (error) {
      if (error instanceof CatalogueFileError)
        return { ok: false as const, message: error.message };
      throw error;
    }
    const touched = kind === "products" ? await checkImportedProductRoom(tx, plan) : [];
    await writeRows(tx, kind, plan);
    await refreshImportedProductLimits(tx, touched);
    const { counts } = plan.report;
    await recordAudit(tx, {
      actorId,
      action: "catalogue.imported",
      entityType: "catalogue",
      entityId: kind,
      entityLabel: `${kind} CSV ${file.fileName}`.trim(),
      changes: Object.fromEntries(
        Object.entries(counts).map(([outcome, count]) => [outcome, { from: null, to: count }]),
      ),
    });
    return { ok: true as const, report: plan.report, importId: null };
  });
}

async function writeRows(db: Database, kind: ImportKind, plan: ImportPlan) {
  const columns = plan.columns;
  for (let i = 0; i < plan.creates.length; i += WRITE_BATCH) {
    await insertRows(db, kind, columns, plan.creates.slice(i, i + WRITE_BATCH), i);
  }
  const changeable = columns.filter((c) => c.column !== "external_key");
  for (let i = 0; i < plan.updates.length; i += WRITE_BATCH) {
    await updateRows(db, kind, changeable, plan.updates.slice(i, i + WRITE_BATCH));
  }
}

/** The rows as one jsonb parameter, read back by `jsonb_to_recordset` with these columns. */
function recordset(columns: readonly CatalogueColumn[], rows: PlannedWrite[], first: number) {
  const json = JSON.stringify(
    rows.map((row, i) => ({ ...row.values, id: row.id, ord: first + i })),
  );
  const types = sql.join(
    [
      sql`id text`,
      sql`ord integer`,
      ...columns.map((c) => sql`${sql.identifier(c.column)} ${sql.raw(c.sqlType)}`),
    ],
    sql`, `,
  );
  return sql`jsonb_to_recordset(${json}::jsonb) AS v(${types})`;
}

const names = (columns: readonly CatalogueColumn[], prefix = "") =>
  sql.join(
    columns.map((c) => sql.raw(`${prefix}"${c.column}"`)),
    sql`, `,
  );

async function insertRows(
  db: Database,
  kind: ImportKind,
  columns: readonly CatalogueColumn[],
  rows: PlannedWrite[],
  first: number,
) {
  if (kind === "companies") {
    await db.execute(
      sql`INSERT INTO companies (${names(columns)}) SELECT ${names(columns, "v.")} FROM ${recordset(columns, rows, first)}`,
    );
    return;
  }
  // New products go after the company's others, in file order (the page orders by position).
  await db.execute(sql`
    INSERT INTO products (${names(columns)}, position)
    SELECT ${names(columns, "v.")},
      coalesce((SELECT max(p.position) FROM products p WHERE p.company_id = v.company_id), -1)
        + row_number() OVER (PARTITION BY v.company_id ORDER BY v.ord)
    FROM ${recordset(columns, rows, first)}`);
}

async function updateRows(
  db: Database,
  kind: ImportKind,
  columns: readonly CatalogueColumn[],
  rows: PlannedWrite[],
) {
  const assignments = sql.join(
    columns.map((c) => sql.raw(`"${c.column}" = v."${c.column}"`)),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE ${sql.identifier(kind)} AS t SET ${assignments}, updated_at = now() FROM ${recordset(columns, rows, 0)} WHERE t.id = v.id`,
  );
}
