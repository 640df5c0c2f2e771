CREATE TABLE "organize_administrators" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"this_layer_select" boolean DEFAULT false NOT NULL,
	"this_layer_add" boolean DEFAULT false NOT NULL,
	"this_layer_edit" boolean DEFAULT false NOT NULL,
	"this_layer_delete" boolean DEFAULT false NOT NULL,
	"sub_layer_select" boolean DEFAULT false NOT NULL,
	"sub_layer_add" boolean DEFAULT false NOT NULL,
	"sub_layer_edit" boolean DEFAULT false NOT NULL,
	"sub_layer_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organize_administrators_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "organize_administrators" ADD CONSTRAINT "organize_administrators_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organize_administrators" ADD CONSTRAINT "organize_administrators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organize_administrators_user_id_index" ON "organize_administrators" USING btree ("user_id");