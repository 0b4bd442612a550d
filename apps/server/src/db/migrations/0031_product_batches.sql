CREATE TABLE "product_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"produced_on" date,
	"expires_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_batches_quantity_nonneg" CHECK ("product_batches"."quantity" >= 0),
	CONSTRAINT "product_batches_days" CHECK ("product_batches"."produced_on" is null or "product_batches"."produced_on" <= "product_batches"."expires_on")
);
--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_code_uq" ON "product_batches" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "product_batches_expires_idx" ON "product_batches" USING btree ("expires_on");