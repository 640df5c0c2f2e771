CREATE TABLE "print_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"interface_id" text,
	"print_template" text DEFAULT '' NOT NULL,
	"page_param" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_templates_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_interface_id_data_interfaces_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."data_interfaces"("id") ON DELETE set null ON UPDATE no action;