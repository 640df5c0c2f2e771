ALTER TABLE "departments" ADD COLUMN "full_name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "full_name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "full_name_i18n" jsonb;