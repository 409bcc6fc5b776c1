/**
 * Migration 0017 on requests typed before the state was a select (docs/decisions/122): a state's
 * name in any case and spacing, or its code in another case, becomes the code; anything else is
 * left as it was. Lead Analytics then counts California once. On both backends.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { US_STATES } from "~/lib/us-states";
import { getLeadMetrics } from "~/models/leads/lead-analytics.server";
import { withDatabaseBefore } from "../helpers/migration-before";

const MIGRATION = "0017_state_codes";
const COMPANY = "legacy-dental";

/** As typed into the free-text field, and what the migration makes of it. */
const TYPED: [string, string][] = [
  ["California", "CA"],
  [" california ", "CA"],
  ["CALIFORNIA", "CA"],
  ["ca", "CA"],
  ["CA", "CA"],
  ["New  York", "NY"],
  ["new york.", "NY"],
  ["\tTexas\n", "TX"],
  ["District of Columbia", "DC"],
  ["puerto rico", "PR"],
  ["U.S. Virgin Islands", "VI"],
  ["armed forces europe", "AE"],
  // No state's name or code: kept as typed.
  ["Calif", "Calif"],
  ["N.C.", "N.C."],
  ["Ontario", "Ontario"],
  ["", ""],
];

/** A request as the form stored it before 0017 (raw SQL: the columns of that time). */
function insertRequest(db: Database, state: string, n: number) {
  return db.execute(sql`
    insert into sample_requests (company_id, first_name, last_name, email, phone, practice_name,
      practice_type, years_in_practice, street, city, state, zip_code, how_heard_about,
      agreed_to_terms)
    values (${COMPANY}, 'Lee', 'Moss', ${`lead-${n}@example.com`}, '555 010 2000', 'Moss Dental',
      'General Dentistry', '1-5 years', '1 Main St', 'Springfield', ${state}, '62701', 'Other',
      true)`);
}

async function statesByEmail(db: Database): Promise<Map<string, string>> {
  const rows = await db.execute<{ email: string; state: string }>(
    sql`select email, state from sample_requests`,
  );
  return new Map(rows.rows.map((r) => [r.email, r.state]));
}

describe(`migration ${MIGRATION} (${process.env.TEST_DB})`, () => {
  it("maps typed state names to their codes and leaves the rest", async () => {
    await withDatabaseBefore(MIGRATION, async (db, migrateRest) => {
      await db.execute(sql`insert into companies (id, name) values (${COMPANY}, 'Legacy Dental')`);
      for (const [n, [typed]] of TYPED.entries()) await insertRequest(db, typed, n);
      // Every name of the list, lower-cased, as someone may have typed it.
      for (const [n, [, name]] of US_STATES.entries()) {
        await insertRequest(db, name.toLowerCase(), 100 + n);
      }
      // Before: "CA", "California", "california"… are bars of their own.
      const before = await getLeadMetrics(db, COMPANY, null);
      expect(before.topStates[0]?.count).toBeLessThan(6);

      await migrateRest();

      const states = await statesByEmail(db);
      for (const [n, [typed, expected]] of TYPED.entries()) {
        expect(states.get(`lead-${n}@example.com`), JSON.stringify(typed)).toBe(expected);
      }
      for (const [n, [code]] of US_STATES.entries()) {
        expect(states.get(`lead-${100 + n}@example.com`), code).toBe(code);
      }
      // Lead Analytics groups by the code: the six Californias and the listed one are one bar.
      const after = await getLeadMetrics(db, COMPANY, null);
      expect(after.topStates[0]).toEqual({ label: "CA", count: 6 });
      expect(after.topStates.map((s) => s.label)).not.toContain("California");
    });
    // A new PGlite database migrated twice: slow on 2 busy cores.
  }, 120_000);
});
