CREATE TYPE "public"."document_kind" AS ENUM('sds', 'ifu');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" varchar(60) NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" text NOT NULL,
	"entity_label" varchar(300) DEFAULT '' NOT NULL,
	"company_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"kind" "document_kind" NOT NULL,
	"upload_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"company_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" varchar(1000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	CONSTRAINT "product_ratings_range" CHECK ("product_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "rating_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_links_requestId_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "external_key" varchar(100);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_key" varchar(100);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fda510k" varchar(7);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ce_marked" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "latex_free" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contains_fluoride" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life" varchar(100);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_temperature" varchar(100);--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "npi" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_request_id_sample_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_links" ADD CONSTRAINT "rating_links_request_id_sample_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_product_kind_idx" ON "product_documents" USING btree ("product_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "product_ratings_request_product_idx" ON "product_ratings" USING btree ("request_id","product_id");--> statement-breakpoint
CREATE INDEX "product_ratings_product_idx" ON "product_ratings" USING btree ("product_id") WHERE "product_ratings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_ratings_company_idx" ON "product_ratings" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_external_key_idx" ON "companies" USING btree ("external_key") WHERE "companies"."external_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_external_key_idx" ON "products" USING btree ("external_key") WHERE "products"."external_key" is not null;--> statement-breakpoint
CREATE INDEX "products_latex_free_idx" ON "products" USING btree ("company_id") WHERE "products"."latex_free";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fda_510k_format" CHECK ("products"."fda510k" ~ '^K[0-9]{6}$');--> statement-breakpoint
-- The audit log is append-only: no change or deletion of an entry, by the app or anyone else.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
