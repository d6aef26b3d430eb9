-- A chat's page of messages joins the read cache (src/kernel/read-cache.ts): its two tables
-- announce their committed changes as migration 0019's do. A message's commit is now one
-- notification more for every listening connection: the chat bench, run alternately with and
-- without these triggers, showed no difference in delivery beyond the machine's noise
-- (ARCHITECTURE.md, "The read cache").
CREATE TRIGGER announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chats
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
--> statement-breakpoint
CREATE TRIGGER announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON messages
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
