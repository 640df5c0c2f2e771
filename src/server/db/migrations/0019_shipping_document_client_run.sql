ALTER TABLE "po_shipping_documents" ADD COLUMN "last_client_id" text;--> statement-breakpoint
ALTER TABLE "po_shipping_documents" ADD COLUMN "client_run_from_rev" bigint;