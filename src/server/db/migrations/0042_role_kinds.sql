ALTER TABLE "roles" ADD COLUMN "kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_kind" CHECK ("roles"."kind" in ('none', 'vendor', 'buyer', 'uploader'));--> statement-breakpoint
-- Existing roles keep the kind their name gave them (a Vendor before a Buyer or Uploader).
UPDATE "roles" SET "kind" = CASE
  WHEN "full_name" ~* 'vendor' THEN 'vendor'
  WHEN "full_name" ~* 'buyer' THEN 'buyer'
  WHEN "full_name" ~* 'uploader' THEN 'uploader'
  ELSE 'none' END;
