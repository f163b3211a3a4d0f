CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"sold_by_weight" boolean NOT NULL,
	"final_weight" numeric(12, 3),
	"unit_price_cents" integer NOT NULL,
	"gross_total_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_money" CHECK ("order_items"."unit_price_cents" >= 0 and "order_items"."gross_total_cents" >= 0 and "order_items"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"delivery_service_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"store_id" integer,
	"warehouse_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"timeslot_date" date NOT NULL,
	"goods_cents" integer NOT NULL,
	"variable_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"packaging_type_id" integer NOT NULL,
	"bags" integer NOT NULL,
	"packaging_cents" integer NOT NULL,
	"gross_total_cents" integer NOT NULL,
	"pre_authorized_cents" integer NOT NULL,
	"captured_cents" integer,
	"order_comment" text,
	"need_invoice" boolean DEFAULT false NOT NULL,
	"payment_type_id" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"payment_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_id" CHECK ("orders"."status_id" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18)),
	CONSTRAINT "orders_money" CHECK ("orders"."goods_cents" >= 0 and "orders"."variable_cents" between 0 and "orders"."goods_cents"
        and "orders"."discount_cents" between 0 and "orders"."goods_cents"
        and "orders"."delivery_fee_cents" >= 0 and "orders"."packaging_cents" >= 0
        and "orders"."pre_authorized_cents" >= "orders"."gross_total_cents"
        and ("orders"."captured_cents" is null or "orders"."captured_cents" between 0 and "orders"."pre_authorized_cents")),
	CONSTRAINT "orders_gross_total" CHECK ("orders"."gross_total_cents" = "orders"."goods_cents" - "orders"."discount_cents" + "orders"."delivery_fee_cents" + "orders"."packaging_cents")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) DEFAULT 'sandbox' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"provider_reference" varchar(64),
	"card_last4" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_token_unique" UNIQUE("token"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'authorized', 'declined', 'abandoned', 'captured', 'voided')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_id_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('pending', 'authorized', 'captured');