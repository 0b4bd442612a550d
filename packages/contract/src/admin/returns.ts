// Admin: return requests waiting for a decision (spec §9 reasons; refunds to the wallet or the card).
import { z } from 'zod';
import { defineCall } from '../call';
import { idField } from '../fields';
import { offsetField, page, personRef } from './common';

export const RETURN_STATES = ['pending', 'approved', 'refused'] as const;

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
  state: z.enum(RETURN_STATES),
  refund_method: z.enum(['wallet', 'card']).nullable(),
  /** AED refunded, once decided. */
  refund_amount: z.number().nullable(),
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
 * approve: the item becomes 6 refunded; price × quantity (plus the delivery charge when the reason is the
 * product's fault) goes to the wallet, or is marked as a card refund for an online-paid order.
 * refuse: the item goes back to 3 delivered. Decided once: a second decision is refused.
 */
export const adminReturnDecideCall = defineCall({
  path: '/admin/returns/decide.php',
  access: 'admin',
  request: z.object({ return_id: idField(), decision: z.enum(['approve', 'refuse']) }),
  data: adminReturnRow,
});
