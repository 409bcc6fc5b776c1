/**
 * Migration 0026 (docs/decisions/145): an owned company's operator-set lead address keeps
 * receiving its leads as a confirmed "Send new leads to" address, beside its confirmed owners; a
 * company nobody owns keeps its operators' address. On both backends.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findLeadRouting } from "~/models/leads/lead-recipients.server";
import { withDatabaseBefore } from "../helpers/migration-before";

const MIGRATION = "0026_lead_recipients";
const FALLBACK = "leads@sampletray.example";

describe(`migration ${MIGRATION} (${process.env.TEST_DB})`, () => {
  it("carries an owned company's lead address into its confirmed addresses", async () => {
    await withDatabaseBefore(MIGRATION, async (db, migrateRest) => {
      await db.execute(sql`
        insert into companies (id, name, lead_email) values
          ('owned-dental', 'Owned Dental', ' Sales@Owned.example '),
          ('unowned-dental', 'Unowned Dental', 'orders@unowned.example'),
          ('plain-dental', 'Plain Dental', null)`);
      await db.execute(sql`
        insert into users (id, email, email_verified) values
          ('owner-1', 'owner@owned.example', true),
          ('member-1', 'member@owned.example', true)`);
      await db.execute(sql`
        insert into company_members (company_id, user_id, role) values
          ('owned-dental', 'owner-1', 'owner'),
          ('owned-dental', 'member-1', 'member')`);

      await migrateRest();

      const rows = await db.execute<{ company_id: string; email: string; confirmed: boolean }>(
        sql`select company_id, email, confirmed_at is not null as confirmed
            from company_lead_addresses order by company_id`,
      );
      expect(rows.rows).toEqual([
        { company_id: "owned-dental", email: "sales@owned.example", confirmed: true },
      ]);
      const routing = await findLeadRouting(
        db,
        ["owned-dental", "unowned-dental", "plain-dental"],
        FALLBACK,
      );
      expect(routing.get("owned-dental")?.recipients).toEqual([
        { email: "owner@owned.example", reason: "owner" },
        { email: "sales@owned.example", reason: "address" },
      ]);
      expect(routing.get("unowned-dental")?.recipients).toEqual([
        { email: "orders@unowned.example", reason: "operator" },
      ]);
      expect(routing.get("plain-dental")?.recipients).toEqual([
        { email: FALLBACK, reason: "fallback" },
      ]);
    });
  }, 120_000);
});
