CREATE TABLE "saml_requests" (
	"id" varchar(256) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saml_requests_created_at_idx" ON "saml_requests" USING btree ("created_at");