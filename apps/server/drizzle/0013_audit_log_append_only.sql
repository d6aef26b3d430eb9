-- The admin audit log is append-only: no route edits it, and the database refuses any update
-- or delete, so even a bug or a stray query cannot rewrite what an admin did.
CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_change
  BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
-- Payments refunded before refunded_cents existed were refunded in full.
UPDATE payments SET refunded_cents = amount_cents WHERE status = 'refunded';
