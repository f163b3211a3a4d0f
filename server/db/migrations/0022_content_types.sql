CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "content_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" varchar(60) NOT NULL,
	"item_key" varchar(400) NOT NULL,
	"parent_key" varchar(400),
	"menu_order" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"url" varchar(600) NOT NULL,
	"target" varchar(20) DEFAULT '' NOT NULL,
	"classes" varchar(200) DEFAULT '' NOT NULL,
	"attr_title" varchar(200) DEFAULT '' NOT NULL,
	"description" varchar(400) DEFAULT '' NOT NULL,
	CONSTRAINT "content_menu_items_location_key" UNIQUE("location","item_key")
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content_html" text NOT NULL,
	"excerpt_html" text NOT NULL,
	"category_id" integer NOT NULL,
	"sticky" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_sliders" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "content_sliders_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_id" integer NOT NULL,
	"slug" varchar(200) NOT NULL,
	"menu_order" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"image_url" varchar(600) NOT NULL,
	"image_alt" varchar(300) NOT NULL,
	"link_url" varchar(600) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"delivery_service_ids" integer[] NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slides_slider_slug" UNIQUE("slider_id","slug")
);
--> statement-breakpoint
CREATE TABLE "content_ux_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content_html" text NOT NULL,
	"terms" varchar(80)[] NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_ux_blocks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_slides" ADD CONSTRAINT "content_slides_slider_id_content_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."content_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_posts_published" ON "content_posts" USING btree ("published_at","id");