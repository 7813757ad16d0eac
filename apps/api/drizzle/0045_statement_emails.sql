CREATE TABLE "statement_emails" (
	"host_id" integer NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_emails_pk" PRIMARY KEY("host_id","month")
);
--> statement-breakpoint
ALTER TABLE "statement_emails" ADD CONSTRAINT "statement_emails_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;