ALTER TABLE "dictionary_data" DROP CONSTRAINT "dictionary_data_typeId_enCode_unique";--> statement-breakpoint
ALTER TABLE "dictionary_types" DROP CONSTRAINT "dictionary_types_enCode_unique";--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_data_code" ON "dictionary_data" USING btree ("type_id","en_code") WHERE "dictionary_data"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_types_code" ON "dictionary_types" USING btree ("en_code") WHERE "dictionary_types"."deleted_at" is null;