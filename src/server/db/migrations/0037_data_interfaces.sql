CREATE TABLE "data_interface_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"interface_id" text NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_interfaces" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"data_type" integer DEFAULT 1 NOT NULL,
	"query" text NOT NULL,
	"request_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_interfaces_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
ALTER TABLE "data_interface_logs" ADD CONSTRAINT "data_interface_logs_interface_id_data_interfaces_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."data_interfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_interface_logs_interface_id_created_at_index" ON "data_interface_logs" USING btree ("interface_id","created_at");--> statement-breakpoint
-- The role data-interface SQL runs as (SET LOCAL ROLE inside a read-only transaction): it may read
-- the tables granted below and write nothing. Roles belong to the whole server, so another database on
-- it (or a migration running beside this one) may have made it already.
DO $$ BEGIN
  CREATE ROLE supplyline_data_reader NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT supplyline_data_reader TO %I', current_user);
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT SELECT ON dictionary_types, dictionary_data, areas, organizations, departments, positions, roles, user_groups, bill_rules TO supplyline_data_reader;
--> statement-breakpoint
-- Users: who they are and where they sit, never their password, lock or session state.
GRANT SELECT (id, account, real_name, email, mobile, gender, organization_id, department_id, position_id, manager_id, description, sort_code, enabled, created_at, deleted_at) ON users TO supplyline_data_reader;
