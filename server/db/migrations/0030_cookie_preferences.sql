CREATE TABLE "cookie_preference_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"analytics" boolean NOT NULL,
	"profilation" boolean NOT NULL,
	"purposes_version" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"save_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"analytics" boolean NOT NULL,
	"profilation" boolean NOT NULL,
	"purposes_version" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"save_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_preference_history" ADD CONSTRAINT "cookie_preference_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_preferences" ADD CONSTRAINT "cookie_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cookie_preference_history_user_idx" ON "cookie_preference_history" USING btree ("user_id","save_date");