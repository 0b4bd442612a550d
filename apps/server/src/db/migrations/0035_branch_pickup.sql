CREATE TABLE "branch_stock" (
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "branch_stock_branch_id_product_id_pk" PRIMARY KEY("branch_id","product_id"),
	CONSTRAINT "branch_stock_quantity_nonneg" CHECK ("branch_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_branch_id" integer;--> statement-breakpoint
ALTER TABLE "branch_stock" ADD CONSTRAINT "branch_stock_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_stock" ADD CONSTRAINT "branch_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_stock_product_idx" ON "branch_stock" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_branch_id_branches_id_fk" FOREIGN KEY ("pickup_branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The branches never count more than the online stock (schema.ts, branchStock): when products.stock falls below
-- the branches' units together (a delivered order took more than the web warehouse held), the rest comes off
-- the branches, the last in the shop's order first. A pickup order lowers its branch before products.stock, so
-- this finds nothing to take for it.
CREATE FUNCTION branch_stock_within_online() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  excess integer;
  place record;
BEGIN
  SELECT coalesce(sum(quantity), 0) - NEW.stock INTO excess FROM branch_stock WHERE product_id = NEW.id;
  IF excess <= 0 THEN
    RETURN NULL;
  END IF;
  FOR place IN
    SELECT s.branch_id, s.quantity FROM branch_stock s JOIN branches b ON b.id = s.branch_id
    WHERE s.product_id = NEW.id AND s.quantity > 0 ORDER BY b.sort DESC, b.id DESC
  LOOP
    EXIT WHEN excess <= 0;
    UPDATE branch_stock SET quantity = quantity - least(excess, place.quantity)
      WHERE branch_id = place.branch_id AND product_id = NEW.id;
    excess := excess - least(excess, place.quantity);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_within_branches AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN (NEW.stock < OLD.stock) EXECUTE FUNCTION branch_stock_within_online();
