/**
 * The API's leads (GET /leads, GET and PATCH /leads/{id}): a company's leads newest first in
 * keyset pages over (requested_at, id) — the workspace's cursor and its
 * (company_id, requested_at, id) index — with the API's filters; a lead as the workspace shows
 * it with its carrier and tracking number; a status change (or a shipment's correction) through
 * the workspace's own rules, e-mail and audit entry.
 */
import { and, gte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { sampleRequests } from "~/db/schema";
import type { RequestStatus } from "~/lib/catalogue";
import type { Outbox } from "~/mail/outbox.server";
import { type LeadJson, leadsJson } from "~/models/leads/lead-json.server";
import { requestsKeyset } from "~/models/leads/request-keyset.server";
import { changeRequestStatus } from "~/models/leads/request-status.server";
import { findLead, leadConditions } from "~/models/leads/supplier-leads.server";
import type { leadListQuerySchema } from "./api-schemas.server";

const updatedAt = sql`coalesce(${sampleRequests.statusChangedAt}, ${sampleRequests.requestedAt})`;

const NO_FILTERS = {
  status: null,
  signal: null,
  sort: "newest",
  q: "",
  from: null,
  to: null,
} as const;

export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** One page of the company's leads, or `bad-cursor` when the cursor is not one of ours. */
export async function listApiLeads(db: Database, companyId: string, query: LeadListQuery) {
  const decoded = requestsKeyset.decode(query.cursor);
  if (!decoded.ok) return { ok: false as const, reason: "bad-cursor" as const };
  const { cursor } = decoded;
  const conditions: SQL[] = leadConditions(companyId, {
    ...NO_FILTERS,
    status: query.status ?? null,
  });
  if (query.created_since) {
    conditions.push(gte(sampleRequests.requestedAt, new Date(query.created_since)));
  }
  if (query.updated_since) {
    conditions.push(
      sql`${updatedAt} >= ${new Date(query.updated_since).toISOString()}::timestamptz`,
    );
  }
  const rows = await db
    .select({ lead: sampleRequests, id: sampleRequests.id, ...requestsKeyset.columns })
    .from(sampleRequests)
    .where(and(...conditions, ...requestsKeyset.after(cursor)))
    .orderBy(...requestsKeyset.order)
    .limit(query.limit + 1);
  const page = requestsKeyset.page(rows, query.limit);
  return {
    ok: true as const,
    data: await leadsJson(
      db,
      page.rows.map((row) => row.lead),
    ),
    nextCursor: page.next,
  };
}

export async function findApiLead(db: Database, companyId: string, leadId: string) {
  const lead = await findLead(db, companyId, leadId);
  if (!lead) return null;
  const [json] = await leadsJson(db, [lead]);
  return json ?? null;
}

export type LeadChangeResult =
  | { ok: true; lead: LeadJson }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  | { ok: false; reason: "not-found" | "not-allowed" };

/** A change already checked (app/forms/api-lead-change.ts): the next status and its details. */
export type CheckedLeadChange =
  | {
      ok: true;
      data: {
        status: RequestStatus;
        carrier: string | null;
        trackingNumber: string | null;
        reason: string | null;
        note: string | null;
      };
    }
  | { ok: false; errors: Record<string, string> };

/**
 * Changes a lead of the company (not found first, then the check's errors): the change is made by
 * the workspace's changeRequestStatus (the shipping rule, history, e-mail to the requester, audit
 * entry), in the name of the user who created the key. "shipped" on a shipped lead corrects its
 * carrier and tracking number.
 */
export async function changeApiLeadStatus(
  db: Database,
  outbox: Outbox,
  change: { companyId: string; leadId: string; actorId: string | null },
  checked: CheckedLeadChange,
): Promise<LeadChangeResult> {
  const lead = await findLead(db, change.companyId, change.leadId);
  if (!lead) return { ok: false, reason: "not-found" };
  if (!checked.ok) return { ok: false, reason: "invalid", errors: checked.errors };
  const { status, ...details } = checked.data;
  const result = await changeRequestStatus(db, lead.id, status, change.actorId, outbox, details);
  if (!result.ok && result.reason === "invalid") return { ...result, errors: { ...result.errors } };
  if (!result.ok) return { ok: false, reason: result.reason };
  const changed = await findApiLead(db, change.companyId, lead.id);
  if (!changed) return { ok: false, reason: "not-found" };
  return { ok: true, lead: changed };
}
