CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"level" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE INDEX "areas_parent_id_sort_code_index" ON "areas" USING btree ("parent_id","sort_code");