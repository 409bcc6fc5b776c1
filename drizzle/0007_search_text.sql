DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_brand_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_description_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_categories_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_treatment_types_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
DROP INDEX "products_category_trgm_idx";--> statement-breakpoint
DROP INDEX "products_treatment_type_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("companies"."name", chr(1), chr(2)) || chr(1) || translate(coalesce("companies"."brand_name", ''), chr(1), chr(2)) || chr(1) || translate("companies"."description", chr(1), chr(2)) || chr(1) || translate(catalogue_search_text("companies"."categories"), chr(1), chr(2)) || chr(1) || translate(catalogue_search_text("companies"."treatment_types"), chr(1), chr(2)))) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (lower(translate("companies"."name", chr(1), chr(2)) || chr(1) || translate(coalesce("companies"."brand_name", ''), chr(1), chr(2)))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("products"."name", chr(1), chr(2)) || chr(1) || translate("products"."description", chr(1), chr(2)) || chr(1) || translate("products"."category", chr(1), chr(2)) || chr(1) || translate("products"."treatment_type", chr(1), chr(2)))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (lower("products"."name")) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_search_text_trgm_idx" ON "companies" USING gin ("name_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_search_text_trgm_idx" ON "products" USING gin ("name_search_text" gin_trgm_ops);