ALTER TABLE "dictionary_data" ADD COLUMN "full_name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD COLUMN "full_name_i18n" jsonb;