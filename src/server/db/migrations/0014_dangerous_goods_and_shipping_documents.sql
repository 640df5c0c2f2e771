CREATE TABLE "dangerous_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"material" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"un_number" text NOT NULL,
	"hazard_class" text NOT NULL,
	"packing_group" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"batch_id" text,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "po_shipping_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"po_id" text NOT NULL,
	"po_number" text NOT NULL,
	"item_id" text,
	"item_number" text,
	"supplier_code" text NOT NULL,
	"plant" text NOT NULL,
	"purchasing_group" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"doc_type" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploader_name" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"received_by" text,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "po_shipping_documents" ADD CONSTRAINT "po_shipping_documents_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_shipping_documents" ADD CONSTRAINT "po_shipping_documents_item_id_po_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."po_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_shipping_documents" ADD CONSTRAINT "po_shipping_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_shipping_documents" ADD CONSTRAINT "po_shipping_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dangerous_goods_material" ON "dangerous_goods" USING btree ("material") WHERE "dangerous_goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dangerous_goods_rev_index" ON "dangerous_goods" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "po_shipping_documents_po_id_index" ON "po_shipping_documents" USING btree ("po_id");--> statement-breakpoint
CREATE INDEX "po_shipping_documents_rev_index" ON "po_shipping_documents" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "po_shipping_documents_file_id_index" ON "po_shipping_documents" USING btree ("file_id");--> statement-breakpoint
-- Both tables sync down (DESIGN "Data"): every write draws a new rev, as in 0005 and 0007.
CREATE TRIGGER dangerous_goods_rev BEFORE INSERT ON dangerous_goods FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER dangerous_goods_rev_change BEFORE UPDATE ON dangerous_goods FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_shipping_documents_rev BEFORE INSERT ON po_shipping_documents FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER po_shipping_documents_rev_change BEFORE UPDATE ON po_shipping_documents FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
