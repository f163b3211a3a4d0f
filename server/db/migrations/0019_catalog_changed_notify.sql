-- Every server process keeps a copy of the catalogue in memory: besides bumping catalog_version,
-- which each process checks at most once a second, a change now notifies them at once (LISTEN
-- catalog_changed in server/plugins/catalog.ts). NOTIFY is sent when the transaction commits.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;
