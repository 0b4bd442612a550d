ALTER TABLE "order_items" ADD COLUMN "unit_cost" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_price" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_weight" CHECK ("products"."cost_price" >= 0 and "products"."weight_grams" > 0);