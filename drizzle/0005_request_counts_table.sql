CREATE TABLE "sample_request_counts" (
	"status" "request_status" PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sample_request_counts_not_negative" CHECK ("sample_request_counts"."count" >= 0)
);
