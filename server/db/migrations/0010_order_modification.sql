ALTER TABLE "carts" ADD COLUMN "modifying_order_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "modifying_order_gift_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "modification_key" varchar(64);--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_modifying_order_id_orders_id_fk" FOREIGN KEY ("modifying_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_modifying_order_id_unique" UNIQUE("modifying_order_id");