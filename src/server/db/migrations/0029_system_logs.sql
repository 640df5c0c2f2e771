CREATE TABLE "system_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "system_logs_category_created_at_index" ON "system_logs" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "system_logs_created_at_index" ON "system_logs" USING btree ("created_at");