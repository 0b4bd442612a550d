CREATE TABLE "carrier_payout_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_payout_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payout_id" integer NOT NULL,
	"line" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier" text NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"received" integer NOT NULL,
	"fees" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_payout_lines" ADD CONSTRAINT "carrier_payout_lines_payout_id_carrier_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."carrier_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_payout_lines" ADD CONSTRAINT "carrier_payout_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_payouts" ADD CONSTRAINT "carrier_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_payout_lines_payout_idx" ON "carrier_payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_payout_lines_settled_order_uq" ON "carrier_payout_lines" USING btree ("order_id") WHERE "carrier_payout_lines"."outcome" in ('matched', 'amount_differs');--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_payouts_reference_uq" ON "carrier_payouts" USING btree ("carrier","reference");