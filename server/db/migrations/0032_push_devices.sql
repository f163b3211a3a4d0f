CREATE TABLE "push_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"uuid" text NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"model" text,
	"platform_version" text,
	"manufacturer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_devices_platform" CHECK ("push_devices"."platform" in ('android', 'ios')),
	CONSTRAINT "push_devices_uuid_lowercase" CHECK ("push_devices"."uuid" = lower("push_devices"."uuid"))
);
--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_device_idx" ON "push_devices" USING btree ("platform","uuid");--> statement-breakpoint
CREATE INDEX "push_devices_user_idx" ON "push_devices" USING btree ("user_id");