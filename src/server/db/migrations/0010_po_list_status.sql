-- The PO list filters items by their PO's status; a copy of it on each item lets one index serve the
-- page and the total (counting through a join to purchase_orders took ~0.5 s over 1M items).
ALTER TABLE "po_items" ADD COLUMN "po_status" text DEFAULT 'pendingReceiving' NOT NULL;--> statement-breakpoint
-- The copy is server-side only: a change of it alone draws no rev, so devices do not pull items again
-- and a device's run of its own writes (migration 0008) is not broken by a PO status the server derived.
DROP TRIGGER po_items_rev_change ON po_items;--> statement-breakpoint
CREATE TRIGGER po_items_rev_change BEFORE UPDATE ON po_items FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'po_status') IS DISTINCT FROM (to_jsonb(NEW) - 'po_status'))
  EXECUTE FUNCTION sync_bump_rev();--> statement-breakpoint
UPDATE po_items i SET po_status = p.status FROM purchase_orders p WHERE p.id = i.po_id AND i.po_status IS DISTINCT FROM p.status;--> statement-breakpoint
-- A new item (or one moved to another PO) takes its PO's status ...
CREATE FUNCTION po_items_take_po_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT status INTO NEW.po_status FROM purchase_orders WHERE id = NEW.po_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER po_items_po_status BEFORE INSERT OR UPDATE OF po_id ON po_items FOR EACH ROW EXECUTE FUNCTION po_items_take_po_status();--> statement-breakpoint
-- ... and a PO's new status reaches its items in the same transaction.
CREATE FUNCTION purchase_orders_status_to_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE po_items SET po_status = NEW.status WHERE po_id = NEW.id AND po_status IS DISTINCT FROM NEW.status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER purchase_orders_status_to_items AFTER UPDATE OF status ON purchase_orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION purchase_orders_status_to_items();--> statement-breakpoint
CREATE INDEX "po_items_plant_list" ON "po_items" USING btree ("plant","po_status","po_number","item_number","purchasing_group","supplier_code") WHERE "po_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "po_items_supplier_list" ON "po_items" USING btree ("supplier_code","po_status","po_number","item_number","plant","purchasing_group") WHERE "po_items"."deleted_at" is null;
