CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content_html" text NOT NULL,
	"seo_title" varchar(200) DEFAULT '' NOT NULL,
	"seo_description" varchar(400) DEFAULT '' NOT NULL,
	"validity_text" varchar(400) DEFAULT '' NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug")
);
