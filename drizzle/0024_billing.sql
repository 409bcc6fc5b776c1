CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."billing_status" AS ENUM('trial', 'active', 'past_due', 'canceled', 'lapsed');--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_reminders" (
	"company_id" text NOT NULL,
	"kind" varchar(20) NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_reminders_company_id_kind_trial_ends_at_pk" PRIMARY KEY("company_id","kind","trial_ends_at"),
	CONSTRAINT "trial_reminders_kind_known" CHECK ("trial_reminders"."kind" IN ('7_days', '1_day', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_status" "billing_status";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_interval" "billing_interval" DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stripe_customer_id" varchar(255);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stripe_subscription_id" varchar(255);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "plan_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ("products"."availability" AND NOT "products"."plan_hidden") STORED;--> statement-breakpoint
ALTER TABLE "trial_reminders" ADD CONSTRAINT "trial_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_plan_idx" ON "companies" USING btree ("plan") WHERE "companies"."plan" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_stripe_customer_idx" ON "companies" USING btree ("stripe_customer_id") WHERE "companies"."stripe_customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_stripe_subscription_idx" ON "companies" USING btree ("stripe_subscription_id") WHERE "companies"."stripe_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "products_company_listed_idx" ON "products" USING btree ("company_id","listed");--> statement-breakpoint
-- Hand-written: companies that chose a plan before billing existed are in their trial.
UPDATE "companies" SET "billing_status" = 'trial' WHERE "plan" IS NOT NULL;