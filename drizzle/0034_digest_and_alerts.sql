CREATE TABLE "alert_notices" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_notices_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category" varchar(50),
	"words" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_category_known" CHECK ("alerts"."category" IN ('Restorative', 'Adhesives', 'Impressions', 'Whitening', 'Preventive', 'Endodontics', 'Orthodontics')),
	CONSTRAINT "alerts_not_empty" CHECK ("alerts"."category" IS NOT NULL OR "alerts"."words" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "digest_deliveries" (
	"run_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"recipient_id" text NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_run_id_kind_recipient_id_pk" PRIMARY KEY("run_id","kind","recipient_id"),
	CONSTRAINT "digest_deliveries_kind_known" CHECK ("digest_deliveries"."kind" IN ('digest', 'alerts'))
);
--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"started_by" text,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppressed_addresses" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_notices" ADD CONSTRAINT "alert_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notices" ADD CONSTRAINT "alert_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_run_id_digest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."digest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_message_id_outbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "digest_deliveries_recipient_idx" ON "digest_deliveries" USING btree ("kind","recipient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "digest_deliveries_message_idx" ON "digest_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "digest_runs_started_idx" ON "digest_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "digest_runs_one_unfinished_idx" ON "digest_runs" USING btree (("finished_at" IS NULL)) WHERE "digest_runs"."finished_at" IS NULL;