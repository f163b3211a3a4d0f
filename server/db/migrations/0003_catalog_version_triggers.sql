-- Custom SQL migration file, put your code below! --
-- Every change to a catalogue table bumps catalog_version, so each server process can tell that
-- its in-memory copy of the catalogue is stale (server/modules/catalog/catalog-cache.ts).
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "category_blocks_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_blocks" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "proposals_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "proposals" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "vendors_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendors" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "product_classes_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_classes" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "warehouse_promos_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warehouse_promos" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "products_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
