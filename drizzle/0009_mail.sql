CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'retrying', 'sent', 'dead', 'unconfigured');--> statement-breakpoint
CREATE TYPE "public"."subscriber_status" AS ENUM('pending', 'active', 'unsubscribed');--> statement-breakpoint
-- 'shipped' joins the request statuses. ALTER TYPE … ADD VALUE would leave the new value unusable
-- until this migration's transaction commits, so the type is rebuilt instead, and the counts table
-- (one row per status, docs/decisions/034) gets its zero row at once.
DROP TRIGGER sample_request_counts_status ON sample_requests;--> statement-breakpoint
ALTER TYPE "public"."request_status" RENAME TO "request_status_before_shipped";--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'shipped', 'completed', 'rejected');--> statement-breakpoint
ALTER TABLE "sample_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sample_requests" ALTER COLUMN "status" TYPE "public"."request_status" USING "status"::text::"public"."request_status";--> statement-breakpoint
ALTER TABLE "sample_requests" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "sample_request_counts" ALTER COLUMN "status" TYPE "public"."request_status" USING "status"::text::"public"."request_status";--> statement-breakpoint
DROP TYPE "public"."request_status_before_shipped";--> statement-breakpoint
CREATE TRIGGER sample_request_counts_status AFTER UPDATE OF status ON sample_requests
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION sample_request_counts_move_status();--> statement-breakpoint
INSERT INTO sample_request_counts (status, count) VALUES ('shipped', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(40) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_status_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_request_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" "request_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lead_email" varchar(254);--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "status" "subscriber_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_request_status_changes" ADD CONSTRAINT "sample_request_status_changes_request_id_sample_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request_status_changes" ADD CONSTRAINT "sample_request_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_status_idx" ON "outbox_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_status_links_created_idx" ON "request_status_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sample_request_status_changes_request_idx" ON "sample_request_status_changes" USING btree ("request_id","changed_at");--> statement-breakpoint
CREATE INDEX "sample_requests_submission_idx" ON "sample_requests" USING btree ("submission_id") WHERE "sample_requests"."submission_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_confirm_token_idx" ON "subscribers" USING btree ("confirm_token_hash") WHERE "subscribers"."confirm_token_hash" is not null;--> statement-breakpoint
-- Addresses stored before double opt-in keep their standing: active stays active, inactive becomes unsubscribed.
UPDATE "subscribers" SET "status" = CASE WHEN "active" THEN 'active'::"subscriber_status" ELSE 'unsubscribed'::"subscriber_status" END, "confirmed_at" = CASE WHEN "active" THEN "subscribed_at" END, "unsubscribed_at" = CASE WHEN "active" THEN NULL ELSE now() END;--> statement-breakpoint
ALTER TABLE "subscribers" DROP COLUMN "active";