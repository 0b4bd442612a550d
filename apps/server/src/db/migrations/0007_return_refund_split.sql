-- An approved return records how much of its refund goes to the card (the rest goes to the wallet), since
-- an order paid partly from the wallet and partly by card is refunded the same way.
ALTER TABLE "return_requests" ADD COLUMN "refund_card" integer;--> statement-breakpoint
UPDATE "return_requests" SET "refund_card" = CASE WHEN "refund_method" = 'card' THEN "refund_amount" ELSE 0 END WHERE "refund_amount" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" DROP COLUMN "refund_method";
