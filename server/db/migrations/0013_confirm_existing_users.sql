-- Custom SQL migration file, put your code below! --
-- Accounts made before registration asked to confirm the address (the demo customers, any made
-- by hand) keep logging in: they count as confirmed since they were created.
UPDATE "users" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
