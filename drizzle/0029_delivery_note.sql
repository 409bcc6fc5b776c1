-- A completion's note (docs/decisions/147): how samples handed over in person reached the requester.
ALTER TABLE "sample_request_status_changes" ADD COLUMN "note" varchar(1000);
