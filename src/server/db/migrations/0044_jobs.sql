CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"time_zone" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"timeout_seconds" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."max_attempts" >= 1 and "jobs"."timeout_seconds" >= 1)
);
--> statement-breakpoint
DROP INDEX "mail_queue_due";--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_claimed" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_waiting_key" ON "jobs" USING btree ("name","key") WHERE "jobs"."state" = 'queued' and "jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_finished" ON "jobs" USING btree ("finished_at") WHERE "jobs"."finished_at" is not null;--> statement-breakpoint
-- Mail waiting under the queue's own claims gets its delivery job (the job type mail.deliver: 8 tries, 2 minutes each).
INSERT INTO "jobs" ("id", "name", "payload", "run_at", "max_attempts", "timeout_seconds")
  SELECT gen_random_uuid()::text, 'mail.deliver', jsonb_build_object('mailId', "id"), "next_attempt_at", 8, 120
  FROM "mail_queue" WHERE "sent_at" IS NULL AND "failed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" DROP COLUMN "next_attempt_at";