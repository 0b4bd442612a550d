ALTER TABLE "products" ALTER COLUMN "search_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" drop column "search_name";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normalize(name_en || ' ' || name_ar)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_body" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" drop column "search_body";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_body" text GENERATED ALWAYS AS (search_normalize(short_desc_en || ' ' || short_desc_ar || ' ' || description_en || ' ' || description_ar)) STORED NOT NULL;--> statement-breakpoint
-- Dropping the columns above dropped their trigram indexes; schema.ts still declares them, so recreate them.
CREATE INDEX "products_search_name_trgm" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_body_trgm" ON "products" USING gin ("search_body" gin_trgm_ops);
