-- Each committed change to a table the read cache reads from (src/kernel/read-cache.ts) is
-- announced on the channel table_changed, its payload the table's name: every instance of
-- the app listens on its pooled connections and forgets the answers read from that table.
-- Statement-level, so a write of many rows is one notification, and PostgreSQL folds the
-- same one repeated within a transaction. Only these tables: a transaction that notifies
-- takes a lock that orders the commits of all notifying transactions of the database and
-- wakes every listening connection, so the tables no cached read uses stay out of it (chat
-- messages among them, the busiest writes: the chat's delivery comes first). A read that
-- comes to use another table gets the same trigger on it in a migration of its own
-- (src/http/cached-read.test.ts fails until it has it).
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
  FOREACH name IN ARRAY ARRAY[
    'categories', 'images', 'job_categories', 'job_files', 'job_posts',
    'notifications', 'orders', 'projects', 'proposals', 'saved_jobs', 'services', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change()',
      name
    );
  END LOOP;
END
$$;
