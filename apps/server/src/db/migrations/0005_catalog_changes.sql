-- The server keeps catalogue answers in memory (http/readCache.ts). Any change to a table those answers are
-- read from, by whoever makes it (the API, a job, another server, psql), announces itself on the channel
-- `catalog_changed` when its transaction commits; every server listening drops its cached answers then.
-- One statement-level trigger per table: a bulk update notifies once, and PostgreSQL folds identical
-- notifications of one transaction into one.
CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_photos_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_photos FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER variations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variations FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER variation_options_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variation_options FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER groups_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER banners_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
-- Reviews show their author's name and photo.
CREATE TRIGGER users_catalog_changed AFTER UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
