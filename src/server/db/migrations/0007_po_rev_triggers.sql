-- The PO tables sync down (DESIGN "Data"): every write draws a new rev, as in 0005.
CREATE TRIGGER vendors_rev BEFORE INSERT ON vendors FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER vendors_rev_change BEFORE UPDATE ON vendors FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_rev BEFORE INSERT ON purchase_orders FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_rev_change BEFORE UPDATE ON purchase_orders FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_items_rev BEFORE INSERT ON po_items FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_items_rev_change BEFORE UPDATE ON po_items FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_schedule_lines_rev BEFORE INSERT ON po_schedule_lines FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_schedule_lines_rev_change BEFORE UPDATE ON po_schedule_lines FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_change_requests_rev BEFORE INSERT ON po_change_requests FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_change_requests_rev_change BEFORE UPDATE ON po_change_requests FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_change_records_rev BEFORE INSERT ON po_change_records FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_change_records_rev_change BEFORE UPDATE ON po_change_records FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_operation_records_rev BEFORE INSERT ON po_operation_records FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_operation_records_rev_change BEFORE UPDATE ON po_operation_records FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
