ALTER TABLE "analytics_events" ADD COLUMN "visit_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_visit_key_idx" ON "analytics_events" USING btree ("visit_key");