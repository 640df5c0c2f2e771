CREATE TABLE "po_scope_exits" (
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"plant" text NOT NULL,
	"purchasing_group" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint PRIMARY KEY DEFAULT nextval('sync_rev') NOT NULL
);
--> statement-breakpoint
CREATE INDEX "po_scope_exits_table_name_rev_index" ON "po_scope_exits" USING btree ("table_name","rev");--> statement-breakpoint
-- An exit draws its rev like a synced row (0005): under the writers' lock, so pulls see it in order.
CREATE TRIGGER po_scope_exits_rev BEFORE INSERT ON po_scope_exits FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();

--> statement-breakpoint
-- Repair: before this migration a re-import that moved a PO left the rows of items it did not list, and
-- the requests, records and documents of all of them, in the old scope. Each such row now follows its
-- PO and leaves an exit, so the devices that pulled it drop it.
--> statement-breakpoint
INSERT INTO po_scope_exits (table_name, row_id, supplier_code, plant, purchasing_group)
  SELECT 'poItems', c.id, c.supplier_code, c.plant, c.purchasing_group FROM po_items c JOIN purchase_orders p ON p.id = c.po_id
  WHERE c.deleted_at IS NULL AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group) ORDER BY c.id;
--> statement-breakpoint
UPDATE po_items c SET supplier_code = p.supplier_code, plant = p.plant, purchasing_group = p.purchasing_group
  FROM purchase_orders p WHERE p.id = c.po_id AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group);
--> statement-breakpoint
INSERT INTO po_scope_exits (table_name, row_id, supplier_code, plant, purchasing_group)
  SELECT 'poScheduleLines', c.id, c.supplier_code, c.plant, c.purchasing_group FROM po_schedule_lines c JOIN purchase_orders p ON p.id = c.po_id
  WHERE c.deleted_at IS NULL AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group) ORDER BY c.id;
--> statement-breakpoint
UPDATE po_schedule_lines c SET supplier_code = p.supplier_code, plant = p.plant, purchasing_group = p.purchasing_group
  FROM purchase_orders p WHERE p.id = c.po_id AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group);
--> statement-breakpoint
INSERT INTO po_scope_exits (table_name, row_id, supplier_code, plant, purchasing_group)
  SELECT 'poChangeRequests', c.id, c.supplier_code, c.plant, c.purchasing_group FROM po_change_requests c JOIN purchase_orders p ON p.id = c.po_id
  WHERE c.deleted_at IS NULL AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group) ORDER BY c.id;
--> statement-breakpoint
UPDATE po_change_requests c SET supplier_code = p.supplier_code, plant = p.plant, purchasing_group = p.purchasing_group
  FROM purchase_orders p WHERE p.id = c.po_id AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group);
--> statement-breakpoint
INSERT INTO po_scope_exits (table_name, row_id, supplier_code, plant, purchasing_group)
  SELECT 'poChangeRecords', c.id, c.supplier_code, c.plant, c.purchasing_group FROM po_change_records c JOIN purchase_orders p ON p.id = c.po_id
  WHERE c.deleted_at IS NULL AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group) ORDER BY c.id;
--> statement-breakpoint
UPDATE po_change_records c SET supplier_code = p.supplier_code, plant = p.plant, purchasing_group = p.purchasing_group
  FROM purchase_orders p WHERE p.id = c.po_id AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group);
--> statement-breakpoint
INSERT INTO po_scope_exits (table_name, row_id, supplier_code, plant, purchasing_group)
  SELECT 'poOperationRecords', c.id, c.supplier_code, c.plant, c.purchasing_group FROM po_operation_records c JOIN purchase_orders p ON p.id = c.po_id
  WHERE c.deleted_at IS NULL AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group) ORDER BY c.id;
--> statement-breakpoint
UPDATE po_operation_records c SET supplier_code = p.supplier_code, plant = p.plant, purchasing_group = p.purchasing_group
  FROM purchase_orders p WHERE p.id = c.po_id AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group);
--> statement-breakpoint
INSERT INTO po_scope_exits (table_name, row_id, supplier_code, plant, purchasing_group)
  SELECT 'poShippingDocuments', c.id, c.supplier_code, c.plant, c.purchasing_group FROM po_shipping_documents c JOIN purchase_orders p ON p.id = c.po_id
  WHERE c.deleted_at IS NULL AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group) ORDER BY c.id;
--> statement-breakpoint
UPDATE po_shipping_documents c SET supplier_code = p.supplier_code, plant = p.plant, purchasing_group = p.purchasing_group
  FROM purchase_orders p WHERE p.id = c.po_id AND (c.supplier_code, c.plant, c.purchasing_group) IS DISTINCT FROM (p.supplier_code, p.plant, p.purchasing_group);
