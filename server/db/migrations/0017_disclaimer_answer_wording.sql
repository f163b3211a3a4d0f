-- Each answer keeps the wording it answered, so a disclaimer whose text changes is asked again.
ALTER TABLE "user_disclaimers" ADD COLUMN "text_sha256" varchar(64);
--> statement-breakpoint
-- The wording of an existing answer is the one its latest history row recorded (the text as it
-- is now when there is none).
UPDATE "user_disclaimers" SET "text_sha256" = coalesce(
  (SELECT "h"."text_sha256" FROM "user_disclaimer_history" "h"
    WHERE "h"."user_id" = "user_disclaimers"."user_id"
      AND "h"."registration_disclaimer_id" = "user_disclaimers"."registration_disclaimer_id"
    ORDER BY "h"."recorded_at" DESC, "h"."id" DESC LIMIT 1),
  (SELECT encode(sha256(convert_to("d"."text", 'UTF8')), 'hex') FROM "registration_disclaimers" "d"
    WHERE "d"."id" = "user_disclaimers"."registration_disclaimer_id"));
--> statement-breakpoint
ALTER TABLE "user_disclaimers" ALTER COLUMN "text_sha256" SET NOT NULL;
