CREATE TABLE "permission_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "permission_revision" ("id", "rev") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Moves the revision in the transaction that changes a grant, so a request that reads the new
-- revision (with its session) also reads the new grants: a cached answer is never staler than the
-- revision it was stored under.
CREATE FUNCTION "bump_permission_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "permission_revision" SET "rev" = "rev" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['authorizations', 'modules', 'module_buttons', 'module_columns', 'module_forms', 'module_data_rules',
    'roles', 'user_roles', 'positions', 'user_positions', 'user_groups', 'user_group_members', 'organize_administrators'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_permission_revision"()',
      t || '_permission_revision', t);
  END LOOP;
END $$;--> statement-breakpoint
-- A user's own row matters only through the main position (it grants) and the administrator flag.
CREATE TRIGGER "users_permission_revision" AFTER UPDATE OF "position_id", "is_administrator" ON "users" FOR EACH ROW
  WHEN (OLD."position_id" IS DISTINCT FROM NEW."position_id" OR OLD."is_administrator" IS DISTINCT FROM NEW."is_administrator")
  EXECUTE FUNCTION "bump_permission_revision"();
