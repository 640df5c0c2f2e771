-- An account's language is now the one its screens, messages, e-mails and exports follow once signed
-- in, and null until the user has one: the first sign-in keeps the language signed in with.
-- Until now every account started at zh-CN whether or not anyone chose it; those become unset, so a
-- user who never chose keeps the language they sign in with next time instead of being switched.
ALTER TABLE "users" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
UPDATE "users" SET "language" = NULL WHERE "language" = 'zh-CN';
