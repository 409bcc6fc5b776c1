import * as pg from "drizzle-orm/pg-core";
import { BILLING_INTERVALS, BILLING_STATUSES } from "~/lib/billing";
import { PLAN_TYPES, REQUEST_STATUSES, SUBSCRIBER_STATUSES } from "~/lib/catalogue";
import { OUTBOX_STATUSES } from "~/lib/outbox-status";
import { DOCUMENT_KINDS } from "~/lib/product-facts";
import { CLAIM_STATUSES, COMPANY_ROLES, INVITATION_SOURCES } from "~/lib/suppliers";

export const requestStatus = pg.pgEnum("request_status", REQUEST_STATUSES);
export const reviewStatus = pg.pgEnum("review_status", ["pending", "approved", "rejected"]);
export const planType = pg.pgEnum("plan_type", PLAN_TYPES);
export const subscriberStatus = pg.pgEnum("subscriber_status", SUBSCRIBER_STATUSES);
export const outboxStatus = pg.pgEnum("outbox_status", OUTBOX_STATUSES);
export const claimStatus = pg.pgEnum("claim_status", CLAIM_STATUSES);
export const companyRole = pg.pgEnum("company_role", COMPANY_ROLES);
export const invitationSource = pg.pgEnum("invitation_source", INVITATION_SOURCES);
export const documentKind = pg.pgEnum("document_kind", DOCUMENT_KINDS);
export const billingStatus = pg.pgEnum("billing_status", BILLING_STATUSES);
export const billingInterval = pg.pgEnum("billing_interval", BILLING_INTERVALS);
