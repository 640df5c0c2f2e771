ALTER TABLE "users" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
-- An all-ASCII name has no Chinese characters, so no pinyin (bytes = characters in UTF-8 only then).
-- The other names stay null: the server's start-up backfill computes theirs (users/name-pinyin.ts).
UPDATE "users" SET "name_pinyin" = '' WHERE octet_length("real_name") = char_length("real_name");
