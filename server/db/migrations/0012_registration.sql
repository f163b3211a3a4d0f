CREATE TABLE "account_mail_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_mail_requests_purpose" CHECK ("account_mail_requests"."purpose" in ('registration-confirm', 'password-reset', 'email-change', 'anonymize'))
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('registration-confirm', 'password-reset', 'email-change', 'anonymize'))
);
--> statement-breakpoint
CREATE TABLE "registration_disclaimers" (
	"id" integer PRIMARY KEY NOT NULL,
	"registration_module_type_id" integer DEFAULT 2 NOT NULL,
	"store_id" integer,
	"title" varchar(120) NOT NULL,
	"text" text NOT NULL,
	"required" boolean NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_disclaimers" (
	"user_id" integer NOT NULL,
	"registration_disclaimer_id" integer NOT NULL,
	"value" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_disclaimers_user_id_registration_disclaimer_id_pk" PRIMARY KEY("user_id","registration_disclaimer_id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fiscal_code" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_code" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disclaimers" ADD CONSTRAINT "user_disclaimers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disclaimers" ADD CONSTRAINT "user_disclaimers_registration_disclaimer_id_registration_disclaimers_id_fk" FOREIGN KEY ("registration_disclaimer_id") REFERENCES "public"."registration_disclaimers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;