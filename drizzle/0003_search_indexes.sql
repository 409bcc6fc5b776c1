CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_brand_trgm_idx" ON "companies" USING gin (lower("brand_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_description_trgm_idx" ON "companies" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_categories_trgm_idx" ON "companies" USING gin (catalogue_search_text("categories") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_treatment_types_trgm_idx" ON "companies" USING gin (catalogue_search_text("treatment_types") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_trgm_idx" ON "products" USING gin (lower("category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_treatment_type_trgm_idx" ON "products" USING gin (lower("treatment_type") gin_trgm_ops);