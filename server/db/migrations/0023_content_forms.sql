CREATE TABLE "content_form_secrets" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"form_title" varchar(200) NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_form_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"form_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_form_uploads_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "content_forms" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"definition" jsonb NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_form_uploads" ADD CONSTRAINT "content_form_uploads_submission_id_content_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."content_form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_form_submissions_form_idx" ON "content_form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "content_form_uploads_unclaimed_idx" ON "content_form_uploads" USING btree ("expires_at") WHERE "content_form_uploads"."submission_id" is null;--> statement-breakpoint
CREATE INDEX "content_form_uploads_submission_idx" ON "content_form_uploads" USING btree ("submission_id");