CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wishlist_items_quantity_positive" CHECK ("wishlist_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_shares" (
	"wishlist_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"grant" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_shares_wishlist_id_email_pk" PRIMARY KEY("wishlist_id","email"),
	CONSTRAINT "wishlist_shares_grant" CHECK ("wishlist_shares"."grant" in ('READ', 'WRITE')),
	CONSTRAINT "wishlist_shares_email_lower" CHECK ("wishlist_shares"."email" = lower("wishlist_shares"."email"))
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_name_trimmed" CHECK ("wishlists"."name" = btrim("wishlists"."name") and "wishlists"."name" <> '')
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_line_idx" ON "wishlist_items" USING btree ("wishlist_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_shares_email_idx" ON "wishlist_shares" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_name_idx" ON "wishlists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_default_idx" ON "wishlists" USING btree ("user_id") WHERE "wishlists"."is_default";