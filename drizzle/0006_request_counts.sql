-- sample_request_counts stays equal to `SELECT status, count(*) FROM sample_requests GROUP BY
-- status` (docs/decisions/034). Inserts and deletes (also a company delete's cascade) are counted
-- once per statement from its transition table, so a bulk insert adds one row update, not one per
-- row; a status change is counted per row, only when the status really changes. Runs inside the
-- migration transaction: CREATE TRIGGER holds a lock that blocks writes until the counts below are
-- committed, so no request is counted twice or missed.
CREATE FUNCTION sample_request_counts_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sample_request_counts AS c (status, count)
    SELECT status, count(*) FROM inserted_requests GROUP BY status ORDER BY status
  ON CONFLICT (status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sample_request_counts_subtract_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sample_request_counts AS c SET count = c.count - d.n
    FROM (SELECT status, count(*) AS n FROM deleted_requests GROUP BY status) AS d
    WHERE c.status = d.status;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every allowed change moves a request to a later status in the enum's order, and the old row is
-- updated first, so concurrent changes take the row locks in the same order.
CREATE FUNCTION sample_request_counts_move_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sample_request_counts SET count = count - 1 WHERE status = OLD.status;
  INSERT INTO sample_request_counts AS c (status, count) VALUES (NEW.status, 1)
  ON CONFLICT (status) DO UPDATE SET count = c.count + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sample_request_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sample_request_counts SET count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sample_request_counts_insert AFTER INSERT ON sample_requests
  REFERENCING NEW TABLE AS inserted_requests
  FOR EACH STATEMENT EXECUTE FUNCTION sample_request_counts_add_inserted();
--> statement-breakpoint
CREATE TRIGGER sample_request_counts_delete AFTER DELETE ON sample_requests
  REFERENCING OLD TABLE AS deleted_requests
  FOR EACH STATEMENT EXECUTE FUNCTION sample_request_counts_subtract_deleted();
--> statement-breakpoint
CREATE TRIGGER sample_request_counts_status AFTER UPDATE OF status ON sample_requests
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION sample_request_counts_move_status();
--> statement-breakpoint
CREATE TRIGGER sample_request_counts_truncate AFTER TRUNCATE ON sample_requests
  FOR EACH STATEMENT EXECUTE FUNCTION sample_request_counts_reset();
--> statement-breakpoint
LOCK TABLE sample_requests IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- One row per status, zero included, from the requests that exist now.
INSERT INTO sample_request_counts (status, count)
  SELECT s.status, (SELECT count(*) FROM sample_requests AS r WHERE r.status = s.status)
  FROM unnest(enum_range(NULL::request_status)) AS s(status);
