CREATE TABLE "bill_rule_sequences" (
	"rule_id" text NOT NULL,
	"period" text NOT NULL,
	"last_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_rule_sequences_rule_id_period_pk" PRIMARY KEY("rule_id","period")
);
--> statement-breakpoint
CREATE TABLE "bill_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"date_format" text DEFAULT '' NOT NULL,
	"digit" integer DEFAULT 4 NOT NULL,
	"start_number" integer DEFAULT 1 NOT NULL,
	"reset_cycle" text DEFAULT 'never' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_rules_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
ALTER TABLE "bill_rule_sequences" ADD CONSTRAINT "bill_rule_sequences_rule_id_bill_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."bill_rules"("id") ON DELETE cascade ON UPDATE no action;