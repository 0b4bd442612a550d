-- The storefront's pages show store settings in every footer (the company's legal name, trade licence and TRN, the
-- app links), and the server keeps rendered pages until `catalog_changed` (migration 0005): a change of the settings
-- announces itself on that channel too, so no kept page shows settings the owner has changed.
CREATE TRIGGER store_settings_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_settings FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
