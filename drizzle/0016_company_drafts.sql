-- Drafts (docs/decisions/117): a company with published_at null is seen by its team and admins
-- only. Every existing company stays published (the default fills them in); an approved
-- registration inserts null.
ALTER TABLE "companies" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();
--> statement-breakpoint
-- An open owner invitation changes a public company page's banner, so invitations notify the
-- page cache like every other catalogue table (0013).
CREATE TRIGGER company_invitations_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON company_invitations FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
