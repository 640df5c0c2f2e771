ALTER TABLE "data_interfaces" ADD COLUMN "request_method" text DEFAULT 'GET' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_interfaces" ADD COLUMN "data_path" text DEFAULT '' NOT NULL;