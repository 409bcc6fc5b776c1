/** Column helpers shared by the schema files (not tables: the index does not re-export them). */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { LIMITS } from "~/lib/limits";

/** Binary data (uploads): a Buffer in Node, a Uint8Array from PGlite. */
export const bytea = pg.customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const createdAt = () => pg.timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  pg
    .timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A reference to another row's text id that goes with it: deleting that row deletes this one. */
export const cascadingReference = (column: () => pg.AnyPgColumn) =>
  pg.text().notNull().references(column, { onDelete: "cascade" });

/** SQL `IN (...)` list of string literals, for CHECK constraints over a closed set of options. */
export function oneOf(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
}

/**
 * Who asks and where to ship: the request form's contact, practice and address columns, shared by
 * sample_requests and practice_profiles (docs/decisions/126).
 */
export function practiceColumns() {
  return {
    firstName: pg.varchar({ length: LIMITS.name }).notNull(),
    lastName: pg.varchar({ length: LIMITS.name }).notNull(),
    phone: pg.varchar({ length: LIMITS.phone }).notNull(),
    licenseNumber: pg.varchar({ length: LIMITS.licenseNumber }),
    /** US National Provider Identifier, 10 digits with a valid check digit when given. */
    npi: pg.varchar({ length: 10 }),
    practiceName: pg.varchar({ length: LIMITS.practiceName }).notNull(),
    practiceType: pg.varchar({ length: 50 }).notNull(),
    yearsInPractice: pg.varchar({ length: 20 }).notNull(),
    street: pg.varchar({ length: LIMITS.street }).notNull(),
    city: pg.varchar({ length: LIMITS.city }).notNull(),
    state: pg.varchar({ length: LIMITS.state }).notNull(),
    zipCode: pg.varchar({ length: LIMITS.zipCode }).notNull(),
  };
}
