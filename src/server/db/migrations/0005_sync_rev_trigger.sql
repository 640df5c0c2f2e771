-- Every write to a synced table draws a new rev (DESIGN "Data"). Writers take turns on one advisory
-- lock until they commit, so revs become visible in the order they were drawn: a pull that has seen
-- rev N never misses a smaller rev committed later.
CREATE FUNCTION sync_bump_rev() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7407160431);
  NEW.rev := nextval('sync_rev');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER dictionary_types_rev BEFORE INSERT ON dictionary_types FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER dictionary_types_rev_change BEFORE UPDATE ON dictionary_types FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER dictionary_data_rev BEFORE INSERT ON dictionary_data FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER dictionary_data_rev_change BEFORE UPDATE ON dictionary_data FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER users_rev BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
-- Only the columns a profile syncs: sign-in bookkeeping (failed logins, lock-out) is not a change.
CREATE TRIGGER users_rev_change BEFORE UPDATE ON users FOR EACH ROW
  WHEN ((OLD.account, OLD.real_name, OLD.email, OLD.mobile, OLD.gender, OLD.signature, OLD.head_icon, OLD.theme, OLD.language,
         OLD.organization_id, OLD.department_id, OLD.position_id, OLD.supplier_codes, OLD.plants, OLD.purchasing_groups,
         OLD.enabled, OLD.deleted_at)
    IS DISTINCT FROM
        (NEW.account, NEW.real_name, NEW.email, NEW.mobile, NEW.gender, NEW.signature, NEW.head_icon, NEW.theme, NEW.language,
         NEW.organization_id, NEW.department_id, NEW.position_id, NEW.supplier_codes, NEW.plants, NEW.purchasing_groups,
         NEW.enabled, NEW.deleted_at))
  EXECUTE FUNCTION sync_bump_rev();
