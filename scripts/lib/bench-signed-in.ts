/**
 * The signed-in pages bench:http loads (issue 37 point 3): a professional with 50 sample requests
 * (My samples), a supplier company with 1,000 leads (Leads) and 100,000 requests in all (the
 * console's list), each page read with a real session: a user and a session row written as the
 * tests write them (tests/helpers/factories.ts, signedInAs), the cookie signed with the server's
 * AUTH_SECRET. Requests are inserted with generate_series in a few statements; the triggers that
 * keep sample_request_counts stay on (docs/benchmarks.md).
 */
import { type SQL, sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { HOW_HEARD_OPTIONS, PRACTICE_TYPES, YEARS_IN_PRACTICE } from "~/lib/catalogue";
import { addCompanyMember, signedInAs } from "../../tests/helpers/factories";

export const MY_REQUESTS = 50;
export const SUPPLIER_LEADS = 1_000;
export const ALL_REQUESTS = 100_000;
/** The supplier whose Leads are loaded: a demo company (published, with products). */
export const LEADS_COMPANY = "lumina-dental";

export interface SignedInPages {
  professional: { cookie: string; path: string };
  supplier: { cookie: string; path: string };
  operator: { cookie: string; path: string };
}

const list = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/**
 * `count` requests (i = 1…count) to the companies `companies` selects, in turn, from the address
 * `emailOf` (SQL over i), requested `i` hours before now, each asking for two of the company's
 * products, with a mix of statuses, practices and identity signals.
 */
async function insertRequests(
  handle: DatabaseHandle,
  count: number,
  companies: SQL,
  emailOf: string,
) {
  await handle.db.execute(sql`
    WITH c AS (SELECT id, (row_number() OVER (ORDER BY id))::int - 1 AS rn FROM companies WHERE ${companies}),
      n AS (SELECT count(*)::int AS n FROM c)
    INSERT INTO sample_requests (company_id, first_name, last_name, email, phone, license_number,
      practice_name, practice_type, years_in_practice, street, city, state, zip_code,
      how_heard_about, agreed_to_terms, status, requested_at, requested_products)
    SELECT c.id, 'Dana', 'Reyes ' || i, ${sql.raw(emailOf)}, '(555) 010-' || lpad((i % 10000)::text, 4, '0'),
      CASE WHEN i % 3 = 0 THEN 'LIC-' || i END,
      'Practice ' || (i % 700), (${list(PRACTICE_TYPES)})[1 + i % ${PRACTICE_TYPES.length}],
      (${list(YEARS_IN_PRACTICE)})[1 + i % ${YEARS_IN_PRACTICE.length}], i || ' Main St', 'Springfield',
      'IL', lpad((60000 + i % 700)::text, 5, '0'),
      (${list(HOW_HEARD_OPTIONS)})[1 + i % ${HOW_HEARD_OPTIONS.length}], true,
      (ARRAY['pending','approved','shipped','completed','rejected'])[1 + i % 5]::request_status,
      now() - make_interval(hours => i),
      coalesce((SELECT jsonb_agg(jsonb_build_object('productId', p.id, 'productName', p.name,
        'quantity', '1')) FROM (SELECT id, name FROM products WHERE company_id = c.id
        ORDER BY id LIMIT 2) p), '[]'::jsonb)
    FROM generate_series(1, ${count}) AS i, n JOIN c ON true
    WHERE c.rn = i % n.n`);
}

/** A shipped change with a tracking number for each shipped or completed request of `email`. */
async function insertShipments(handle: DatabaseHandle, email: string) {
  await handle.db.execute(sql`
    INSERT INTO sample_request_status_changes (request_id, status, changed_at, carrier, tracking_number)
    SELECT id, 'shipped', requested_at + interval '1 day', 'UPS', '1Z999AA1012345678' || (row_number() OVER ())
    FROM sample_requests WHERE email = ${email} AND status IN ('shipped', 'completed')`);
}

/** Seeds the three accounts and the requests; answers the cookie and page of each. */
export async function seedSignedInPages(
  handle: DatabaseHandle,
  authSecret: string,
): Promise<SignedInPages> {
  const { db } = handle;
  const professional = await signedInAs(db, "user", { secret: authSecret });
  const supplier = await signedInAs(db, "user", { secret: authSecret });
  await addCompanyMember(db, LEADS_COMPANY, supplier.user.id, "owner");
  const operator = await signedInAs(db, "admin", { secret: authSecret });

  const email = professional.user.email.replaceAll("'", "''");
  // The professional's requests go to the demo companies in turn.
  await insertRequests(handle, MY_REQUESTS, sql`id NOT LIKE 'bench-%'`, `'${email}'`);
  await insertShipments(handle, professional.user.email);
  // The supplier's leads: a practice's address comes back now and then (earlier requests).
  await insertRequests(
    handle,
    SUPPLIER_LEADS,
    sql`id = ${LEADS_COMPANY}`,
    `'lead-' || (i % 400) || CASE WHEN i % 4 = 0 THEN '@gmail.com' ELSE '@practice' || (i % 400) || '.example' END`,
  );
  // The rest of the 100,000, spread over every company (the large catalogue's among them).
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM sample_requests`,
  );
  const rest = ALL_REQUESTS - Number(rows[0]?.n ?? 0);
  if (rest > 0) {
    await insertRequests(
      handle,
      rest,
      sql`true`,
      `'buyer-' || i || '@practice' || (i % 5000) || '.example'`,
    );
  }
  await db.execute(sql`ANALYZE`);
  return {
    professional: { cookie: professional.cookie, path: "/account/requests" },
    supplier: { cookie: supplier.cookie, path: `/supplier/${LEADS_COMPANY}/leads` },
    operator: { cookie: operator.cookie, path: "/admin/requests" },
  };
}
