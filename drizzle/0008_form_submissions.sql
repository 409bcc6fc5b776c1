CREATE TABLE "form_submissions" (
	"form" varchar(40) NOT NULL,
	"key" varchar(64) NOT NULL,
	"fingerprint" varchar(64),
	"response" jsonb,
	"is_duplicate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_form_key_pk" PRIMARY KEY("form","key")
);
--> statement-breakpoint
CREATE INDEX "form_submissions_fingerprint_idx" ON "form_submissions" USING btree ("form","fingerprint","created_at" DESC NULLS LAST) WHERE "form_submissions"."fingerprint" is not null;--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("created_at");