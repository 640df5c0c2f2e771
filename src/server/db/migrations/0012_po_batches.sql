CREATE TABLE "po_batch_rows" (
	"batch_id" text NOT NULL,
	"row" integer NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"item_number" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "po_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"category" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploader_name" text NOT NULL,
	"source_type" text DEFAULT 'excel' NOT NULL,
	"status" text DEFAULT 'parsing' NOT NULL,
	"po_count" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "po_batch_rows" ADD CONSTRAINT "po_batch_rows_batch_id_po_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."po_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_batches" ADD CONSTRAINT "po_batches_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_batches" ADD CONSTRAINT "po_batches_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "po_batch_rows_batch_id_row_index" ON "po_batch_rows" USING btree ("batch_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "po_batches_serial_number_index" ON "po_batches" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "po_batches_uploaded_by_created_at_index" ON "po_batches" USING btree ("uploaded_by","created_at");