CREATE TABLE "login_lockouts" (
	"subject" text NOT NULL,
	"ip_address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"reserved_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_lockouts_subject_ip_address_pk" PRIMARY KEY("subject","ip_address")
);
