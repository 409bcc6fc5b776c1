CREATE TYPE "public"."plan_type" AS ENUM('basic', 'featured');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'completed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(50) NOT NULL,
	"company_id" text,
	"content_type" varchar(50),
	"content_id" varchar(200),
	"path" varchar(500),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text,
	"company_name" varchar(200) NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"job_title" varchar(100) NOT NULL,
	"website" varchar(500),
	"message" varchar(2000),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand_name" varchar(200),
	"description" text DEFAULT '' NOT NULL,
	"short_description" varchar(300) DEFAULT '' NOT NULL,
	"logo" text,
	"website" text,
	"verified" boolean DEFAULT false NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"treatment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"samples_available" boolean DEFAULT true NOT NULL,
	"response_time" varchar(100),
	"featured" boolean DEFAULT false NOT NULL,
	"sponsored" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_description_length" CHECK (char_length("companies"."description") <= 10000),
	CONSTRAINT "companies_categories_known" CHECK ("companies"."categories" <@ ARRAY['Restorative', 'Adhesives', 'Impressions', 'Whitening', 'Preventive', 'Endodontics', 'Orthodontics']::text[])
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"company_id" text NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" varchar(50) NOT NULL,
	"treatment_type" varchar(100) DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sample_type" varchar(100) DEFAULT '' NOT NULL,
	"quantity" varchar(100) DEFAULT '' NOT NULL,
	"availability" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_category_known" CHECK ("products"."category" IN ('Restorative', 'Adhesives', 'Impressions', 'Whitening', 'Preventive', 'Endodontics', 'Orthodontics')),
	CONSTRAINT "products_description_length" CHECK (char_length("products"."description") <= 10000)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"license_number" varchar(50),
	"practice_name" varchar(200) NOT NULL,
	"practice_type" varchar(50) NOT NULL,
	"years_in_practice" varchar(20) NOT NULL,
	"street" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(50) NOT NULL,
	"zip_code" varchar(20) NOT NULL,
	"requested_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specific_requests" varchar(2000),
	"comments" varchar(2000),
	"how_heard_about" varchar(50) NOT NULL,
	"allow_marketing" boolean DEFAULT false NOT NULL,
	"subscribe_updates" boolean DEFAULT false NOT NULL,
	"agreed_to_terms" boolean NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	CONSTRAINT "sample_requests_terms_agreed" CHECK ("sample_requests"."agreed_to_terms"),
	CONSTRAINT "sample_requests_practice_type_known" CHECK ("sample_requests"."practice_type" IN ('General Dentistry', 'Orthodontics', 'Oral Surgery', 'Periodontics', 'Endodontics', 'Prosthodontics', 'Pediatric Dentistry', 'Oral Pathology', 'Other')),
	CONSTRAINT "sample_requests_years_known" CHECK ("sample_requests"."years_in_practice" IN ('1-5 years', '6-10 years', '11-20 years', '20+ years')),
	CONSTRAINT "sample_requests_how_heard_known" CHECK ("sample_requests"."how_heard_about" IN ('Search Engine', 'Social Media', 'Colleague Referral', 'Dental Conference', 'Professional Association', 'Email Newsletter', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"website" varchar(500),
	"plan_type" "plan_type" NOT NULL,
	"message" varchar(2000),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"display_name" varchar(100) DEFAULT '' NOT NULL,
	"photo_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"signup_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_idx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "analytics_events_company_idx" ON "analytics_events" USING btree ("company_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claim_requests_submitted_idx" ON "claim_requests" USING btree ("submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_categories_idx" ON "companies" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "companies_featured_idx" ON "companies" USING btree ("name") WHERE "companies"."featured";--> statement-breakpoint
CREATE INDEX "companies_sponsored_idx" ON "companies" USING btree ("name") WHERE "companies"."sponsored";--> statement-breakpoint
CREATE INDEX "products_company_available_idx" ON "products" USING btree ("company_id","availability");--> statement-breakpoint
CREATE INDEX "sample_requests_company_date_idx" ON "sample_requests" USING btree ("company_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_date_idx" ON "sample_requests" USING btree ("requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_status_date_idx" ON "sample_requests" USING btree ("status","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_lower_idx" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "supplier_registrations_submitted_idx" ON "supplier_registrations" USING btree ("submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");