/**
 * Lead signals in SQL (docs/decisions/090): the facts app/lib/lead-signals.ts puts into words,
 * read as columns of a company's leads, and the signal filters and "most signals first" order as
 * SQL over the same expressions. Earlier requests are this company's own (another company's leads
 * are not shown to it, even as counts); duplicates come from the form guard's records
 * (form_submissions, docs/decisions/045), which a lead finds by its submission id (the guard's key).
 */
import { type SQL, sql } from "drizzle-orm";
import { sampleRequests } from "~/db/schema";
import { FREE_MAIL_DOMAINS } from "~/lib/free-mail";
import type { LeadSignalFacts, SignalFilter } from "~/lib/lead-signals";
import { defineKeyset } from "~/lib/page-cursor.server";

const r = sampleRequests;
const domain = sql`split_part(${r.email}, '@', 2)`;
const isFreeMail = sql`(${domain} in (${sql.join(
  FREE_MAIL_DOMAINS.map((d) => sql`${d}`),
  sql`, `,
)}))`;

/**
 * A column of the lead (the outer query's row), always qualified by its table: inside a subquery
 * over an aliased sample_requests, an unqualified name would mean the subquery's own row.
 */
const lead = (column: string) => sql.raw(`"sample_requests"."${column}"`);

/**
 * This company's requests from the same practice before this one, as a set (e = the earlier
 * request): the same address, or the same practice name in the same ZIP code. Two selects, each
 * served by its own index (sample_requests_company_email_idx, _company_practice_idx), united:
 * one OR over both read every earlier request of the company for each lead shown.
 */
const before = sql`(e.requested_at, e.id) < (${lead("requested_at")}, ${lead("id")})`;
const samePracticeBefore = sql`(select e.id, e.status from sample_requests e
    where e.company_id = ${lead("company_id")} and e.email = ${lead("email")} and ${before}
  union
  select e.id, e.status from sample_requests e
    where e.company_id = ${lead("company_id")}
      and lower(btrim(e.practice_name)) = lower(btrim(${lead("practice_name")}))
      and left(e.zip_code, 5) = left(${lead("zip_code")}, 5) and ${before})`;

const earlierCounts = sql<LeadSignalFacts["earlier"]>`(select jsonb_build_object(
    'total', count(*),
    'completed', count(*) filter (where e.status = 'completed'),
    'rejected', count(*) filter (where e.status = 'rejected'),
    'open', count(*) filter (where e.status in ('pending', 'approved', 'shipped')))
  from ${samePracticeBefore} e)`;

/** The form guard's rows answered as duplicates of this lead's submission (kept 7 days). */
const duplicateCount = sql<number>`(select count(*)::int
  from form_submissions o
  join form_submissions d on d.form = o.form and d.fingerprint = o.fingerprint and d.is_duplicate
  where o.form = 'sample-request' and o.key = ${lead("submission_id")}::text)`;

/** How many companies the lead's submission went to (1 when it has no submission id). */
const companiesAtOnce = sql<number>`greatest((select count(*)::int from sample_requests s
  where s.submission_id = ${lead("submission_id")}), 1)`;

/** How many identity signals a lead has (NPI, license, practice domain): the "signals" order. */
export const signalRank = sql<number>`((${r.npi} is not null)::int + (${r.licenseNumber} is not null)::int + (not ${isFreeMail})::int)`;

/** The columns a lead's signals are read from (add them to a select over sample_requests). */
export const leadSignalColumns = {
  npi: r.npi,
  licenseNumber: r.licenseNumber,
  state: r.state,
  emailDomain: sql<string>`${domain}`,
  isFreeMail: sql<boolean>`${isFreeMail}`,
  earlier: earlierCounts,
  duplicates: duplicateCount,
  companiesAtOnce,
  isReturningProfessional: r.isReturningProfessional,
  signalRank,
};

/** The facts of a selected row, as explainLeadSignals takes them (numbers from JSON made sure). */
export function signalFacts(
  row: Omit<LeadSignalFacts, "earlier"> & { earlier: LeadSignalFacts["earlier"] | null },
): LeadSignalFacts {
  const earlier = row.earlier ?? { total: 0, completed: 0, rejected: 0, open: 0 };
  return {
    npi: row.npi,
    licenseNumber: row.licenseNumber,
    state: row.state,
    emailDomain: row.emailDomain,
    isFreeMail: Boolean(row.isFreeMail),
    earlier: {
      total: Number(earlier.total),
      completed: Number(earlier.completed),
      rejected: Number(earlier.rejected),
      open: Number(earlier.open),
    },
    duplicates: Number(row.duplicates),
    companiesAtOnce: Number(row.companiesAtOnce),
    isReturningProfessional: Boolean(row.isReturningProfessional),
  };
}

/** The WHERE condition of a signal filter. */
export function signalCondition(signal: SignalFilter): SQL {
  switch (signal) {
    case "npi":
      return sql`${r.npi} is not null`;
    case "license":
      return sql`${r.licenseNumber} is not null`;
    case "practice-email":
      return sql`not ${isFreeMail}`;
    case "free-mail":
      return isFreeMail;
    case "returning":
      return sql`exists (select 1 from ${samePracticeBefore} e)`;
    case "first":
      return sql`not exists (select 1 from ${samePracticeBefore} e)`;
    case "repeated":
      return sql`${duplicateCount} > 0`;
  }
}

/** "Most signals first": keyset paging over (rank, requested_at, id), all descending. */
export const mostSignalsKeyset = defineKeyset({
  at: r.requestedAt,
  id: r.id,
  idShape: "uuid",
  rank: { value: signalRank, order: "desc", max: 3 },
});
