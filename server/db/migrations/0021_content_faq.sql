CREATE TABLE "content_faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"section_slug" varchar(80) NOT NULL,
	"section_name" varchar(120) NOT NULL,
	"section_order" integer NOT NULL,
	"question" varchar(300) NOT NULL,
	"answer_html" text NOT NULL,
	"menu_order" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_faq_slug_unique" UNIQUE("slug")
);
