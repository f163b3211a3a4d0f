CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"address_type_id" integer NOT NULL,
	"address_type" varchar(12) NOT NULL,
	"delivery_service_id" integer NOT NULL,
	"store_id" integer,
	"warehouse_id" integer NOT NULL,
	"address_name" varchar(80) NOT NULL,
	"address1" varchar(120) NOT NULL,
	"address_number" varchar(10) NOT NULL,
	"city" varchar(60) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"province" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer DEFAULT 1 NOT NULL,
	"notes" varchar(200),
	"validated" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "addresses_type_id" CHECK ("addresses"."address_type_id" in (2, 3, 4, 5)),
	CONSTRAINT "addresses_home_owned" CHECK (("addresses"."address_type" = 'home') = ("addresses"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promo_applied" boolean DEFAULT true NOT NULL,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"insertion_type_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_services" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"address_id" integer,
	"delivery_service_id" integer,
	"store_id" integer,
	"warehouse_id" integer,
	"timeslot_id" integer,
	"timeslot_date" date,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_limit_groups" (
	"product_class_id" integer PRIMARY KEY NOT NULL,
	"max_quantity" numeric(12, 3) NOT NULL,
	"unit" varchar(4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"address1" varchar(120) NOT NULL,
	"address_number" varchar(10) NOT NULL,
	"city" varchar(60) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"province" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"warehouse_id" integer NOT NULL,
	"delivery_services" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslot_bookings" (
	"warehouse_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"date" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timeslot_bookings_warehouse_id_timeslot_id_date_pk" PRIMARY KEY("warehouse_id","timeslot_id","date"),
	CONSTRAINT "timeslot_bookings_capacity" CHECK ("timeslot_bookings"."booked" between 0 and "timeslot_bookings"."capacity")
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" integer PRIMARY KEY NOT NULL,
	"delivery_service_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"begin_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"delivery_day_period_id" integer,
	"capacity" integer NOT NULL,
	"weekdays" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"enable_happy_hour" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_services" ADD CONSTRAINT "cart_services_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_services" ADD CONSTRAINT "cart_services_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_services" ADD CONSTRAINT "cart_services_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_services" ADD CONSTRAINT "cart_services_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_services" ADD CONSTRAINT "cart_services_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_bookings" ADD CONSTRAINT "timeslot_bookings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_bookings" ADD CONSTRAINT "timeslot_bookings_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "addresses_service_idx" ON "addresses" USING btree ("delivery_service_id");--> statement-breakpoint
CREATE INDEX "cart_items_cart_id_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("cart_id","product_id","options");