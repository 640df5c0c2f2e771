CREATE SEQUENCE "public"."sync_rev" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"last_mutation_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutation_log" (
	"client_id" text NOT NULL,
	"mutation_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"args" jsonb NOT NULL,
	"status" text NOT NULL,
	"code" text,
	"message_key" text,
	"message_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutation_log_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rev" bigint DEFAULT nextval('sync_rev') NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dictionary_data" ADD COLUMN "rev" bigint DEFAULT nextval('sync_rev') NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_data" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD COLUMN "rev" bigint DEFAULT nextval('sync_rev') NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_log" ADD CONSTRAINT "mutation_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutation_log" ADD CONSTRAINT "mutation_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_user_id_index" ON "clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mutation_log_user_id_created_at_index" ON "mutation_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_rev_index" ON "users" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "dictionary_data_rev_index" ON "dictionary_data" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "dictionary_types_rev_index" ON "dictionary_types" USING btree ("rev");