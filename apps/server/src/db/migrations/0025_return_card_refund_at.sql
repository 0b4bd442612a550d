ALTER TABLE "return_requests" ADD COLUMN "card_refund_at" timestamp with time zone;--> statement-breakpoint
UPDATE "return_requests" SET "card_refund_at" = "decided_at" WHERE "card_refund_status" IS NOT NULL;
