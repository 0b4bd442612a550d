// Admin: return requests waiting for a decision (docs/product.md §9 reasons; refunds to the wallet or the card).
import { z } from 'zod';
import { defineCall } from '../call';
import { idField } from '../fields';
import { offsetField, page, personRef } from './common';

export const RETURN_STATES = ['pending', 'approved', 'refused'] as const;

/**
 * The card's share through the payment provider: sending (asked, no answer yet), pending (the provider
 * accepted it and reviews it), refunded, failed (the console can try again).
 */
export const CARD_REFUND_STATES = ['sending', 'pending', 'refunded', 'failed'] as const;

export const adminCardRefund = z.object({
  state: z.enum(CARD_REFUND_STATES),
  /** The provider's refund id, once it accepted the refund. */
  refund_id: z.string().nullable(),
});

export const adminReturnRow = z.object({
  id: z.number(),
  order_id: z.number(),
  order_item_id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), main_image: z.string() }),
  customer: personRef,
  quantity: z.number(),
  /** AED per unit. */
  price_at_purchase: z.number(),
  payment_method: z.number(),
  reason_id: z.number(),
  reason: z.string(),
  /** The product's fault: the delivery charge is refunded too. */
  product_fault: z.boolean(),
  description: z.string(),
  /** URLs of the customer's photos of the product (up to three, re-encoded). */
  photos: z.array(z.string()),
  state: z.enum(RETURN_STATES),
  /** AED refunded once approved: what was paid for the item (its share of the coupon taken off), split like the payment. */
  refund_amount: z.number().nullable(),
  /** The part added to the customer's wallet (what the wallet and cash paid). */
  refund_to_wallet: z.number().nullable(),
  /** The part sent back to the card (what the card paid). */
  refund_to_card: z.number().nullable(),
  /** Where the card's part stands with the payment provider; null when nothing goes to the card. */
  card_refund: adminCardRefund.nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminReturnRow = z.infer<typeof adminReturnRow>;

/** Oldest first (the queue); `state` defaults to pending. */
export const adminReturnsListCall = defineCall({
  path: '/admin/returns/list.php',
  access: 'admin',
  request: z.object({ state: z.enum(RETURN_STATES).default('pending'), offset: offsetField() }),
  data: page(adminReturnRow),
});

/**
 * approve: the item becomes 6 refunded; what was paid for it (price × quantity less its share of the
 * coupon, plus the delivery charge once when the reason is the product's fault) goes back the way it was
 * paid: the wallet's and cash's part to the wallet, the card's part through the payment provider (after the
 * approval is saved; a provider failure leaves the approval and shows the card refund as failed); the points
 * it earned are taken back.
 * refuse: the item goes back to 3 delivered. Decided once: a second decision is refused.
 */
export const adminReturnDecideCall = defineCall({
  path: '/admin/returns/decide.php',
  access: 'admin',
  request: z.object({ return_id: idField(), decision: z.enum(['approve', 'refuse']) }),
  data: adminReturnRow,
});

/**
 * Sends a failed card refund of an approved return again. Once only: while one is being sent, or after it
 * was accepted, a second request is refused.
 */
export const adminReturnRetryCardRefundCall = defineCall({
  path: '/admin/returns/retry_card_refund.php',
  access: 'admin',
  request: z.object({ return_id: idField() }),
  data: adminReturnRow,
});
