-- Custom SQL migration file, put your code below! ---- The cookie choices' history documents what a shopper chose when: rows are added, never changed.
-- Deleting the account still deletes its rows (ON DELETE CASCADE).
CREATE FUNCTION refuse_cookie_preference_history_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cookie_preference_history rows are never changed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cookie_preference_history_append_only" BEFORE UPDATE ON "cookie_preference_history" FOR EACH ROW EXECUTE FUNCTION refuse_cookie_preference_history_update();
