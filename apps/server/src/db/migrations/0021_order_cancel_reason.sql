ALTER TABLE "orders" ADD COLUMN "cancel_reason_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_description" text DEFAULT '' NOT NULL;