CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"client_message_id" text,
	"send_user_id" text NOT NULL,
	"receive_user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"image_file_id" text,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_send_user_id_users_id_fk" FOREIGN KEY ("send_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receive_user_id_users_id_fk" FOREIGN KEY ("receive_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_id" ON "chat_messages" USING btree ("send_user_id","client_message_id") WHERE "chat_messages"."client_message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_pair_time" ON "chat_messages" USING btree ("send_user_id","receive_user_id","send_time");--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_time" ON "chat_messages" USING btree ("receive_user_id","send_time");--> statement-breakpoint
CREATE INDEX "chat_messages_unread" ON "chat_messages" USING btree ("receive_user_id","send_user_id") WHERE "chat_messages"."read_time" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_image" ON "chat_messages" USING btree ("image_file_id") WHERE "chat_messages"."image_file_id" is not null;