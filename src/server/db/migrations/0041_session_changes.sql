-- Announces changes that a cached session check or CurrentUser answer depends on
-- (plugins/session-cache.ts): `{"t": table, "u": [user ids]}`, or `{"t": table}` for every user. A
-- NOTIFY reaches every server instance after the commit; the same text as a NOTICE reaches the
-- instance whose statement made the change at once, before its request answers.
CREATE FUNCTION "announce_session_change"("tab" text, "ids" json) RETURNS void LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  payload := CASE WHEN "ids" IS NULL THEN json_build_object('t', "tab")::text ELSE json_build_object('t', "tab", 'u', "ids")::text END;
  -- PostgreSQL refuses payloads from 8000 bytes: that many users is as good as all of them.
  IF octet_length(payload) > 7900 THEN payload := json_build_object('t', "tab")::text; END IF;
  PERFORM pg_notify('supplyline_session_changes', payload);
  RAISE NOTICE USING MESSAGE = 'supplyline_session_changes:' || payload;
END $$;
--> statement-breakpoint
-- Statement-level: one announcement however many rows. TG_ARGV[0] names the column holding the
-- user; without it (or on TRUNCATE) every user is concerned.
CREATE FUNCTION "session_change_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids json;
  query text;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_NARGS = 0 THEN
    PERFORM "announce_session_change"(TG_TABLE_NAME, NULL);
    RETURN NULL;
  END IF;
  query := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I AS u FROM changed_new'
    WHEN 'DELETE' THEN 'SELECT %1$I AS u FROM changed_old'
    ELSE 'SELECT %1$I AS u FROM changed_new UNION SELECT %1$I FROM changed_old' END;
  EXECUTE format('SELECT json_agg(DISTINCT u) FROM (' || query || ') c WHERE u IS NOT NULL', TG_ARGV[0]) INTO ids;
  IF ids IS NOT NULL THEN PERFORM "announce_session_change"(TG_TABLE_NAME, ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session's sliding expiry is written about once a minute per active session: that write changes
-- nothing a cache may serve (an instance holding the older expiry reads again before refusing), so
-- only an ending, a lock, a shortened life or a new token is announced.
CREATE FUNCTION "session_update_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids json;
BEGIN
  SELECT json_agg(DISTINCT n."user_id") INTO ids FROM changed_new n JOIN changed_old o ON o."id" = n."id"
  WHERE (n."ended_reason", n."locked", n."token_hash", n."created_at", n."user_id") IS DISTINCT FROM (o."ended_reason", o."locked", o."token_hash", o."created_at", o."user_id")
    OR n."expires_at" < o."expires_at";
  IF ids IS NOT NULL THEN PERFORM "announce_session_change"(TG_TABLE_NAME, ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_update_announced" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "session_update_trigger"();
--> statement-breakpoint
DO $$
DECLARE
  t text;
  col text;
BEGIN
  -- A new session or account is in no cache yet; a sign-in attempt changes its user's last sign-in.
  FOREACH t IN ARRAY ARRAY['sessions', 'users', 'login_log'] LOOP
    col := CASE t WHEN 'users' THEN 'id' ELSE 'user_id' END;
    IF t = 'login_log' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "session_change_trigger"(%L)', t || '_insert_announced', t, col);
    END IF;
    IF t <> 'sessions' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "session_change_trigger"(%L)', t || '_update_announced', t, col);
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "session_change_trigger"(%L)', t || '_delete_announced', t, col);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "session_change_trigger"()', t || '_truncate_announced', t);
  END LOOP;
  -- Changes for everyone: the grants revision (roles, memberships, positions and menus move it in
  -- their own transaction: migration 0040), the names of organisations and departments, and the
  -- system's public settings that CurrentUser carries.
  FOREACH t IN ARRAY ARRAY['permission_revision', 'organizations', 'departments', 'system_config'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "session_change_trigger"()', t || '_announced', t);
  END LOOP;
END $$;
