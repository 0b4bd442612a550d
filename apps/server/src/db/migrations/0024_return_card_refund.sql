ALTER TABLE "return_requests" ADD COLUMN "card_refund_status" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "card_refund_id" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "card_refund_raw" jsonb;