CREATE TABLE "owner_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" integer,
	"product_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_alerts" ADD CONSTRAINT "owner_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_alerts" ADD CONSTRAINT "owner_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_alerts_unread_idx" ON "owner_alerts" USING btree ("id") WHERE "owner_alerts"."read_at" is null;--> statement-breakpoint
-- Low stock (issue 39.4, modules/alerts): a product's stock falling from above LOW_STOCK_DEFAULT (5, the console's
-- low-stock line, packages/contract/src/admin/stock.ts) to it or below writes one owner alert and its e-mail job,
-- as recordOrderAlert writes them, in the transaction that lowered it. Later sales below the line cross nothing,
-- so they alert nothing; stock raised above it and falling again alerts again. A trigger, because checkout takes
-- stock in the commit's own message (runAndCommit, db/transaction.ts), where no code of the server runs.
CREATE FUNCTION owner_alert_low_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH alert AS (INSERT INTO owner_alerts (kind, product_id) VALUES ('low_stock', NEW.id) RETURNING id)
  INSERT INTO jobs (kind, payload) SELECT 'owner_alert_mail', jsonb_build_object('alertId', alert.id) FROM alert;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_low_stock_alert AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN (OLD.stock > 5 AND NEW.stock <= 5) EXECUTE FUNCTION owner_alert_low_stock();
