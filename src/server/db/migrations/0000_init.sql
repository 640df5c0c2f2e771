CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"parent_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"manager_id" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"department_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "user_organizations" (
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	CONSTRAINT "user_organizations_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "user_positions" (
	"user_id" text NOT NULL,
	"position_id" text NOT NULL,
	CONSTRAINT "user_positions_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'unknown' NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"head_icon" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"organization_id" text,
	"department_id" text,
	"position_id" text,
	"manager_id" text,
	"parent_id" text,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"theme" text DEFAULT 'classic' NOT NULL,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"supplier_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"plants" text[] DEFAULT '{}'::text[] NOT NULL,
	"purchasing_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_buttons" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_buttons_moduleId_enCode_unique" UNIQUE("module_id","en_code")
);
--> statement-breakpoint
CREATE TABLE "module_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_columns_moduleId_enCode_unique" UNIQUE("module_id","en_code")
);
--> statement-breakpoint
CREATE TABLE "module_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_forms_moduleId_enCode_unique" UNIQUE("module_id","en_code")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"type" integer NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"url_address" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"link_target" text DEFAULT '_self' NOT NULL,
	"category" text DEFAULT 'Web' NOT NULL,
	"property_json" text DEFAULT '{}' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "role_authorizations" (
	"role_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "role_authorizations_role_id_item_type_item_id_pk" PRIMARY KEY("role_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"place" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ended_reason" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dictionary_data" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"parent_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_data_typeId_enCode_unique" UNIQUE("type_id","en_code")
);
--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"is_tree" boolean DEFAULT false NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_types_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_buttons" ADD CONSTRAINT "module_buttons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_columns" ADD CONSTRAINT "module_columns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_forms" ADD CONSTRAINT "module_forms_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_authorizations" ADD CONSTRAINT "role_authorizations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_log" ADD CONSTRAINT "login_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_data" ADD CONSTRAINT "dictionary_data_type_id_dictionary_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dictionary_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_organization_id_index" ON "departments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_parent_id_index" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_lower" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "users_email_index" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_manager_id_index" ON "users" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "modules_parent_id_index" ON "modules" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "role_authorizations_item_type_item_id_index" ON "role_authorizations" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "login_log_user_id_created_at_index" ON "login_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_log_account_ip_address_created_at_index" ON "login_log" USING btree ("account","ip_address","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_email_created_at_index" ON "verification_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_index" ON "mail_outbox" USING btree ("created_at");