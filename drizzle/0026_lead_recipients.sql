ALTER TABLE "company_members" ADD COLUMN "receives_leads" boolean;--> statement-breakpoint
CREATE TABLE "company_lead_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_lead_addresses" ADD CONSTRAINT "company_lead_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_lead_addresses" ADD CONSTRAINT "company_lead_addresses_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_lead_addresses_company_email_idx" ON "company_lead_addresses" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_lead_addresses_token_idx" ON "company_lead_addresses" USING btree ("confirm_token_hash") WHERE "company_lead_addresses"."confirm_token_hash" is not null;--> statement-breakpoint
-- An owned company's operator-set lead address keeps receiving its leads: it becomes one of its
-- "Send new leads to" addresses, confirmed (leads have gone there all along; docs/decisions/145).
INSERT INTO "company_lead_addresses" ("company_id", "email", "confirmed_at")
SELECT "companies"."id", lower(btrim("companies"."lead_email")), now()
FROM "companies"
WHERE btrim(coalesce("companies"."lead_email", '')) <> ''
  AND EXISTS (
    SELECT 1 FROM "company_members"
    WHERE "company_members"."company_id" = "companies"."id" AND "company_members"."role" = 'owner'
  )
ON CONFLICT DO NOTHING;
