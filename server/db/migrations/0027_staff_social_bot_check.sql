CREATE TABLE "saml_assertions" (
	"id" varchar(256) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"staff_username" varchar(100) NOT NULL,
	"customer_user_id" integer NOT NULL,
	"operation" varchar(100) NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(300) NOT NULL,
	"status_code" integer NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"acting_user_id" integer,
	"acting_since" timestamp with time zone,
	"acting_last_seen_at" timestamp with time zone,
	"saml_name_id" text,
	"saml_session_index" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"display_name" varchar(200) NOT NULL,
	"password_hash" text,
	"mfa_secret" text,
	"mfa_last_step" integer,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_users_username_unique" UNIQUE("username"),
	CONSTRAINT "staff_users_username_lowercase" CHECK ("staff_users"."username" = lower("staff_users"."username"))
);
--> statement-breakpoint
CREATE TABLE "bot_check_tokens" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" varchar(20) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "social_logins" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"mobile" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_registrations" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_verified" boolean NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_assertions_expires_at_idx" ON "saml_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_customer_idx" ON "staff_audit" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_user_idx" ON "staff_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_idle_expires_at_idx" ON "staff_sessions" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE INDEX "bot_check_tokens_expires_at_idx" ON "bot_check_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_identities_user_idx" ON "social_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_logins_expires_at_idx" ON "social_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_registrations_expires_at_idx" ON "social_registrations" USING btree ("expires_at");--> statement-breakpoint
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_change" BEFORE UPDATE OR DELETE ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();
