DROP INDEX "sample_requests_company_date_idx";--> statement-breakpoint
DROP INDEX "sample_requests_date_idx";--> statement-breakpoint
DROP INDEX "sample_requests_status_date_idx";--> statement-breakpoint
CREATE INDEX "sample_requests_search_trgm_idx" ON "sample_requests" USING gin (("first_name" || ' ' || "last_name" || chr(10) || "email" || chr(10) || "practice_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sample_requests_company_date_idx" ON "sample_requests" USING btree ("company_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_date_idx" ON "sample_requests" USING btree ("requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_status_date_idx" ON "sample_requests" USING btree ("status","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);