-- Every committed change to a table is announced on the channel table_changed, its payload
-- the table's name: each instance of the app listens on its pooled connections and forgets
-- the cached reads that table feeds (src/kernel/read-cache.ts). Statement-level, so a write
-- of many rows is one notification, and PostgreSQL folds the same one repeated within a
-- transaction. A table added later gets the same trigger in its own migration
-- (src/db/table-changes.test.ts fails until it has it).
CREATE FUNCTION announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change()',
      name
    );
  END LOOP;
END
$$;
