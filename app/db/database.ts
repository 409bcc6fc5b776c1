/**
 * The database type every model takes: Drizzle over either driver (client.server.ts opens it;
 * migrate.server.ts reads it without importing the opener).
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Assume } from "drizzle-orm/utils";
import type * as schema from "./schema";

/** Both drivers answer a raw `db.execute(sql)` with `{ rows }`; this says so to TypeScript. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<Assume<this["row"], Record<string, unknown>>>;
}

interface RowsResult<T> {
  rows: T[];
}

export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;
