CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" varchar(120) NOT NULL,
	"name" varchar(120) NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(8) DEFAULT 'tree' NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template_model" jsonb,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_kind" CHECK ("categories"."kind" in ('tree', 'page'))
);
--> statement-breakpoint
CREATE TABLE "category_blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slot" varchar(40) NOT NULL,
	"mode" varchar(40) NOT NULL,
	"title" varchar(120) NOT NULL,
	"position" integer NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_classes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"is_filter" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(160) NOT NULL,
	"short_descr" varchar(120) NOT NULL,
	"descr" text NOT NULL,
	"category_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"ean" varchar(13) NOT NULL,
	"price_cents" integer NOT NULL,
	"price_standard_cents" integer NOT NULL,
	"unit_quantity" numeric(12, 3) NOT NULL,
	"unit" varchar(2) NOT NULL,
	"is_new" boolean NOT NULL,
	"highlight" boolean NOT NULL,
	"min_acq" integer DEFAULT 1 NOT NULL,
	"infos" jsonb NOT NULL,
	"select_options" jsonb,
	"promo_id" integer,
	"class_ids" integer[] DEFAULT '{}' NOT NULL,
	"photo" varchar(80) NOT NULL,
	"popularity" integer NOT NULL,
	"released_on" date NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_ean_unique" UNIQUE("ean"),
	CONSTRAINT "products_unit" CHECK ("products"."unit" in ('kg', 'l', 'pz')),
	CONSTRAINT "products_prices" CHECK ("products"."price_cents" > 0 and "products"."price_standard_cents" >= "products"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slot" varchar(40) NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"image_url" varchar(200),
	"link" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	CONSTRAINT "vendors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "warehouse_promos" (
	"id" integer PRIMARY KEY NOT NULL,
	"css_class" varchar(40) NOT NULL,
	"header" varchar(60) NOT NULL,
	"body" varchar(60) NOT NULL,
	"footer" varchar(120) NOT NULL,
	"selectable" boolean NOT NULL,
	"selectable_text" text
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_blocks" ADD CONSTRAINT "category_blocks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_promo_id_warehouse_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."warehouse_promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_blocks_category_id_idx" ON "category_blocks" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_vendor_id_idx" ON "products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "proposals_category_id_idx" ON "proposals" USING btree ("category_id");