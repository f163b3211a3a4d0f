CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"html" text NOT NULL,
	"link" varchar(600) NOT NULL,
	"staff_user_id" integer,
	"staff_name" varchar(200) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_item" UNIQUE("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"html" text NOT NULL,
	"link" varchar(600) NOT NULL,
	"staff_user_id" integer,
	"staff_name" varchar(200) NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item" ON "content_revisions" USING btree ("kind","item_id","published_at");