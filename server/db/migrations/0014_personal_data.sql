CREATE TABLE "user_disclaimer_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"registration_disclaimer_id" integer NOT NULL,
	"text_sha256" varchar(64) NOT NULL,
	"value" boolean NOT NULL,
	"source" varchar(16) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_disclaimer_history_source" CHECK ("user_disclaimer_history"."source" in ('registration', 'profile', 'seed'))
);
--> statement-breakpoint
CREATE TABLE "user_person_infos" (
	"user_id" integer NOT NULL,
	"person_info_type_id" integer NOT NULL,
	"value" varchar(100) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_person_infos_user_id_person_info_type_id_pk" PRIMARY KEY("user_id","person_info_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_person_fiscals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"person_type_id" integer NOT NULL,
	"first_name" varchar(50),
	"last_name" varchar(50),
	"fiscal_code" varchar(16),
	"company_name" varchar(100),
	"vat_number" varchar(16),
	"sdi_code" varchar(7),
	"pec" varchar(254),
	"address1" varchar(100) NOT NULL,
	"address_number" varchar(10) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"city" varchar(50) NOT NULL,
	"province" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_person_fiscals_kind" CHECK (("user_person_fiscals"."person_type_id" = 1 and "user_person_fiscals"."first_name" is not null and "user_person_fiscals"."last_name" is not null and "user_person_fiscals"."fiscal_code" is not null and "user_person_fiscals"."company_name" is null and "user_person_fiscals"."vat_number" is null and "user_person_fiscals"."sdi_code" is null and "user_person_fiscals"."pec" is null) or ("user_person_fiscals"."person_type_id" = 2 and "user_person_fiscals"."company_name" is not null and "user_person_fiscals"."vat_number" is not null and ("user_person_fiscals"."sdi_code" is not null or "user_person_fiscals"."pec" is not null) and "user_person_fiscals"."first_name" is null and "user_person_fiscals"."last_name" is null and "user_person_fiscals"."fiscal_code" is null))
);
--> statement-breakpoint
ALTER TABLE "user_disclaimer_history" ADD CONSTRAINT "user_disclaimer_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disclaimer_history" ADD CONSTRAINT "user_disclaimer_history_registration_disclaimer_id_registration_disclaimers_id_fk" FOREIGN KEY ("registration_disclaimer_id") REFERENCES "public"."registration_disclaimers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_person_infos" ADD CONSTRAINT "user_person_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_person_fiscals" ADD CONSTRAINT "user_person_fiscals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_disclaimer_history_user_idx" ON "user_disclaimer_history" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "user_person_fiscals_user_idx" ON "user_person_fiscals" USING btree ("user_id");