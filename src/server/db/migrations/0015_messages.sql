CREATE TABLE "message_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"is_read" text DEFAULT '0' NOT NULL,
	"read_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator_user_id" text,
	"creator_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"released_at" timestamp with time zone,
	"to_all" boolean DEFAULT true NOT NULL,
	"to_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modify_time" timestamp with time zone DEFAULT now() NOT NULL,
	"rev" bigint DEFAULT nextval('sync_rev') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_user_message" ON "message_recipients" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "message_recipients_message_id_index" ON "message_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_recipients_rev_index" ON "message_recipients" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "messages_rev_index" ON "messages" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "messages_type_status_index" ON "messages" USING btree ("type","status");--> statement-breakpoint
-- Both tables sync down to the recipients' devices (DESIGN "Data"): every write draws a new rev, as in 0005 and 0007.
CREATE TRIGGER messages_rev BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER messages_rev_change BEFORE UPDATE ON messages FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER message_recipients_rev BEFORE INSERT ON message_recipients FOR EACH ROW EXECUTE FUNCTION sync_bump_rev();
--> statement-breakpoint
CREATE TRIGGER message_recipients_rev_change BEFORE UPDATE ON message_recipients FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION sync_bump_rev();
