DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_brand_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_description_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_categories_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_treatment_types_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
DROP INDEX "products_category_trgm_idx";--> statement-breakpoint
DROP INDEX "products_treatment_type_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("companies"."name" || chr(1) || coalesce("companies"."brand_name", '') || chr(1) || "companies"."description" || chr(1) || catalogue_search_text("companies"."categories") || chr(1) || catalogue_search_text("companies"."treatment_types"))) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (lower("companies"."name" || chr(1) || coalesce("companies"."brand_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("products"."name" || chr(1) || "products"."description" || chr(1) || "products"."category" || chr(1) || "products"."treatment_type")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (lower("products"."name")) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_search_text_trgm_idx" ON "companies" USING gin ("name_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_search_text_trgm_idx" ON "products" USING gin ("name_search_text" gin_trgm_ops);