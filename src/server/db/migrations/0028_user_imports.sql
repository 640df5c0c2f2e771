CREATE TABLE "user_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"uploaded_by" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"valid_count" integer DEFAULT 0 NOT NULL,
	"bad_count" integer DEFAULT 0 NOT NULL,
	"generic_count" integer DEFAULT 0 NOT NULL,
	"po_count" integer DEFAULT 0 NOT NULL,
	"rows" jsonb NOT NULL,
	"bad_rows" jsonb NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_imports_uploaded_by_created_at_index" ON "user_imports" USING btree ("uploaded_by","created_at");