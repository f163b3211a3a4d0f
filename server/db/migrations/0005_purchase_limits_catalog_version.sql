-- Custom SQL migration file, put your code below! --
-- The catalogue shows each product class's purchase limit (ProductClass.purchaseLimit), so a
-- change to the limits makes the in-memory catalogue stale like any catalogue change does.
CREATE TRIGGER "purchase_limit_groups_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchase_limit_groups" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
