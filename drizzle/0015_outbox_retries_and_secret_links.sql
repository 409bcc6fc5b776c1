ALTER TABLE "outbox_messages" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "secrets_for" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "tries";--> statement-breakpoint
-- Messages written before this migration hold their secret links whole (decision 107). Each token
-- in such a link becomes a [redacted-N] mark, as the outbox now stores them; a message still on
-- its way keeps its tokens apart (secrets) until it is sent, any other keeps none.
DO $redact$
DECLARE
  message record;
  tokens text[];
  i integer;
BEGIN
  FOR message IN
    SELECT id, status, text_body, html_body, headers::text AS headers FROM outbox_messages
    WHERE kind IN ('request-confirmation', 'request-status', 'rating-request',
      'subscribe-confirmation', 'verify-email', 'reset-password')
  LOOP
    SELECT array_agg(token ORDER BY first) INTO tokens FROM (
      SELECT found.match[2] AS token, min(found.n) AS first
      FROM regexp_matches(message.text_body,
        '/(requests|rate|subscribe/confirm|unsubscribe|verify-email|reset-password)/([A-Za-z0-9._%~-]+)',
        'g') WITH ORDINALITY AS found(match, n)
      GROUP BY found.match[2]) links;
    CONTINUE WHEN tokens IS NULL;
    FOR i IN 1 .. array_length(tokens, 1) LOOP
      message.text_body := replace(message.text_body, tokens[i], '[redacted-' || i || ']');
      message.html_body := replace(message.html_body, tokens[i], '[redacted-' || i || ']');
      message.headers := replace(message.headers, tokens[i], '[redacted-' || i || ']');
    END LOOP;
    UPDATE outbox_messages SET
      text_body = message.text_body,
      html_body = message.html_body,
      headers = message.headers::jsonb,
      secrets = CASE WHEN message.status IN ('queued', 'retrying') THEN to_jsonb(tokens) END
    WHERE id = message.id;
  END LOOP;
END
$redact$;
