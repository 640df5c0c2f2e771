CREATE TABLE "authorizations" (
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "authorizations_object_type_object_id_item_type_item_id_pk" PRIMARY KEY("object_type","object_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "module_data_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_data_rules_moduleId_enCode_unique" UNIQUE("module_id","en_code")
);
--> statement-breakpoint
CREATE TABLE "role_organizations" (
	"role_id" text NOT NULL,
	"organization_id" text NOT NULL,
	CONSTRAINT "role_organizations_role_id_organization_id_pk" PRIMARY KEY("role_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_code" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "column_permission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "form_permission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "data_permission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "global_mark" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "module_data_rules" ADD CONSTRAINT "module_data_rules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_organizations" ADD CONSTRAINT "role_organizations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_organizations" ADD CONSTRAINT "role_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorizations_item_type_item_id_index" ON "authorizations" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "role_organizations_organization_id_index" ON "role_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "user_group_members_user_id_index" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_organization_id_index" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "users_department_id_index" ON "users" USING btree ("department_id");--> statement-breakpoint
INSERT INTO "authorizations" ("object_type", "object_id", "item_type", "item_id") SELECT 'role', "role_id", "item_type", "item_id" FROM "role_authorizations" ON CONFLICT DO NOTHING;
