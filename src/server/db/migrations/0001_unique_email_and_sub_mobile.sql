DROP INDEX "users_email_index";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "users_parent_mobile" ON "users" USING btree ("parent_id","mobile") WHERE "users"."parent_id" is not null and "users"."mobile" <> '';