import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/**
 * Adds an e-mail to the update list (active, subscribedAt now). The form's e-mail field has
 * already trimmed and lower-cased it. Subscribing again keeps the one row (unique on lower(email))
 * and re-activates it; either way the caller thanks the visitor.
 */
export async function subscribeEmail(db: Database, email: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO subscribers (email) VALUES (${email})
        ON CONFLICT (lower(email)) DO UPDATE SET active = true`,
  );
}
