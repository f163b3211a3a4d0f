CREATE TABLE "cart_gift_codes" (
	"cart_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"use_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_gift_codes_cart_id_certificate_id_pk" PRIMARY KEY("cart_id","certificate_id"),
	CONSTRAINT "cart_gift_codes_use_id_unique" UNIQUE("use_id")
);
--> statement-breakpoint
CREATE TABLE "gift_certificate_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_certificate_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assignment_id" integer,
	"single_use" boolean NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(80) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"once_per_user" boolean DEFAULT false NOT NULL,
	"manually_assigned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_certificates_code_normalized" CHECK ("gift_certificates"."code" = upper(btrim("gift_certificates"."code")) and "gift_certificates"."code" <> ''),
	CONSTRAINT "gift_certificates_value" CHECK (("gift_certificates"."kind" = 'percent' and "gift_certificates"."value" between 1 and 100)
        or ("gift_certificates"."kind" = 'amount' and "gift_certificates"."value" > 0)),
	CONSTRAINT "gift_certificates_minimum" CHECK ("gift_certificates"."minimum_cents" >= 0),
	CONSTRAINT "gift_certificates_dates" CHECK ("gift_certificates"."valid_from" is null or "gift_certificates"."valid_to" is null or "gift_certificates"."valid_from" <= "gift_certificates"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "cart_gift_codes" ADD CONSTRAINT "cart_gift_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_codes" ADD CONSTRAINT "cart_gift_codes_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_codes" ADD CONSTRAINT "cart_gift_codes_use_id_gift_certificate_uses_id_fk" FOREIGN KEY ("use_id") REFERENCES "public"."gift_certificate_uses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_assignments" ADD CONSTRAINT "gift_certificate_assignments_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_assignments" ADD CONSTRAINT "gift_certificate_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_uses" ADD CONSTRAINT "gift_certificate_uses_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_uses" ADD CONSTRAINT "gift_certificate_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_uses" ADD CONSTRAINT "gift_certificate_uses_assignment_id_gift_certificate_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."gift_certificate_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_certificate_assignments_user_idx" ON "gift_certificate_assignments" USING btree ("user_id","certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificate_uses_single_use_idx" ON "gift_certificate_uses" USING btree ("certificate_id","user_id") WHERE "gift_certificate_uses"."single_use";--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificate_uses_pending_idx" ON "gift_certificate_uses" USING btree ("certificate_id","user_id") WHERE "gift_certificate_uses"."order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificate_uses_assignment_idx" ON "gift_certificate_uses" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "gift_certificate_uses_user_idx" ON "gift_certificate_uses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gift_certificate_uses_order_idx" ON "gift_certificate_uses" USING btree ("order_id");