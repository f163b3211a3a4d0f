-- Custom SQL migration file, put your code below! --
-- The consent history proves what a shopper answered (GDPR art. 7(1)): rows are added, never
-- changed. Deleting the account still deletes its rows (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION refuse_consent_history_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'user_disclaimer_history rows are never changed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_disclaimer_history_append_only" BEFORE UPDATE ON "user_disclaimer_history" FOR EACH ROW EXECUTE FUNCTION refuse_consent_history_update();
--> statement-breakpoint
-- The answers given at registration before the history existed get their first row.
INSERT INTO "user_disclaimer_history" ("user_id", "registration_disclaimer_id", "text_sha256", "value", "source", "recorded_at")
SELECT "user_disclaimers"."user_id", "user_disclaimers"."registration_disclaimer_id",
  encode(sha256(convert_to("registration_disclaimers"."text", 'UTF8')), 'hex'),
  "user_disclaimers"."value", 'registration', "user_disclaimers"."updated_at"
FROM "user_disclaimers"
JOIN "registration_disclaimers" ON "registration_disclaimers"."id" = "user_disclaimers"."registration_disclaimer_id";
