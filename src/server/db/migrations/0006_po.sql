CREATE TABLE "po_change_records" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"po_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"plant" text NOT NULL,
	"purchasing_group" text DEFAULT '' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"initiator" text NOT NULL,
	"role" text NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "po_change_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"po_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"plant" text NOT NULL,
	"purchasing_group" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'inApproval' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason_code" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_remark" text DEFAULT '' NOT NULL,
	"tbd_status" text DEFAULT '' NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "po_items" (
	"id" text PRIMARY KEY NOT NULL,
	"po_id" text NOT NULL,
	"po_number" text NOT NULL,
	"item_number" text NOT NULL,
	"supplier_code" text NOT NULL,
	"plant" text NOT NULL,
	"purchasing_group" text DEFAULT '' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"material_description" text DEFAULT '' NOT NULL,
	"order_unit" text DEFAULT '' NOT NULL,
	"qty" numeric(15, 3) NOT NULL,
	"delivery_date" date NOT NULL,
	"gr" numeric(15, 3) DEFAULT 0 NOT NULL,
	"balance" numeric(15, 3) NOT NULL,
	"delivery_completed" boolean DEFAULT false NOT NULL,
	"item_status" text DEFAULT 'pendingReceipt' NOT NULL,
	"last_decision" text,
	"tbd_status" text DEFAULT '' NOT NULL,
	"tbd_response_date" date,
	"la" date,
	"etd" date,
	"change_kind" text,
	"requested_qty" numeric(15, 3),
	"requested_date" date,
	"requested_lines" jsonb,
	"change_reason_code" text DEFAULT '' NOT NULL,
	"change_remark" text DEFAULT '' NOT NULL,
	"approve_remark" text DEFAULT '' NOT NULL,
	"approval_tbd_date" date,
	"approved_at" timestamp with time zone,
	"status_before_request" text,
	"open_request_id" text,
	"last_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "po_operation_records" (
	"id" text PRIMARY KEY NOT NULL,
	"po_id" text NOT NULL,
	"item_id" text,
	"supplier_code" text NOT NULL,
	"plant" text NOT NULL,
	"purchasing_group" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "po_schedule_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"po_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"plant" text NOT NULL,
	"purchasing_group" text DEFAULT '' NOT NULL,
	"line_number" integer NOT NULL,
	"qty" numeric(15, 3) NOT NULL,
	"delivery_date" date NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"po_number" text NOT NULL,
	"supplier_code" text NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"plant" text NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"material_description" text DEFAULT '' NOT NULL,
	"document_date" date NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"purchasing_group" text DEFAULT '' NOT NULL,
	"mrp_controller" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pendingReceiving' NOT NULL,
	"remind_indicator" boolean DEFAULT false NOT NULL,
	"deletion_indicator" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"vendor_notify" boolean DEFAULT true NOT NULL,
	"buyer_notify" boolean DEFAULT true NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_code" text NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"plants" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "po_change_records" ADD CONSTRAINT "po_change_records_item_id_po_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."po_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_change_requests" ADD CONSTRAINT "po_change_requests_item_id_po_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."po_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_operation_records" ADD CONSTRAINT "po_operation_records_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_schedule_lines" ADD CONSTRAINT "po_schedule_lines_item_id_po_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."po_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "po_change_records_item_id_index" ON "po_change_records" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "po_change_records_rev_index" ON "po_change_records" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "po_change_requests_item_id_index" ON "po_change_requests" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "po_change_requests_rev_index" ON "po_change_requests" USING btree ("rev");--> statement-breakpoint
CREATE UNIQUE INDEX "po_items_po_id_item_number_index" ON "po_items" USING btree ("po_id","item_number");--> statement-breakpoint
CREATE INDEX "po_items_rev_index" ON "po_items" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "po_items_supplier_rev" ON "po_items" USING btree ("supplier_code","rev");--> statement-breakpoint
CREATE INDEX "po_items_plant_rev" ON "po_items" USING btree ("plant","rev");--> statement-breakpoint
CREATE INDEX "po_operation_records_po_id_index" ON "po_operation_records" USING btree ("po_id");--> statement-breakpoint
CREATE INDEX "po_operation_records_rev_index" ON "po_operation_records" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "po_schedule_lines_item_id_index" ON "po_schedule_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "po_schedule_lines_rev_index" ON "po_schedule_lines" USING btree ("rev");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_po_number_index" ON "purchase_orders" USING btree ("po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_rev_index" ON "purchase_orders" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "purchase_orders_plant_status" ON "purchase_orders" USING btree ("plant","status","po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_status" ON "purchase_orders" USING btree ("supplier_code","status","po_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_supplier_code_index" ON "vendors" USING btree ("supplier_code");--> statement-breakpoint
CREATE INDEX "vendors_rev_index" ON "vendors" USING btree ("rev");