CREATE TABLE "user_column_settings" (
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"field_list" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_column_settings_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "user_column_settings" ADD CONSTRAINT "user_column_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;