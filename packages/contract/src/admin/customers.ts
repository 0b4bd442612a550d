// Admin: customers, their orders and wallet ledger, and manual wallet adjustments (audited).
import { z } from 'zod';
import { defineCall } from '../call';
import { idField, num, optText, text } from '../fields';
import { hasWholeFils, offsetField, page } from './common';
import { adminOrderRow } from './orders';
import { reason } from '../reasons';
import { WALLET_REASONS } from '../wallet';

export const adminCustomerRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  active: z.boolean(),
  role: z.enum(['customer', 'admin']),
  created_at: z.string(),
  orders_count: z.number(),
  /** AED. */
  balance: z.number(),
  points: z.number(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

/** Newest first; keyword matches name, e-mail or phone. */
export const adminCustomersListCall = defineCall({
  path: '/admin/customers/list.php',
  access: 'admin',
  request: z.object({ keyword: optText(200), offset: offsetField() }),
  data: page(adminCustomerRow),
});

export const walletEntry = z.object({
  id: z.number(),
  kind: z.enum(['balance', 'points']),
  /** Signed: AED for balance, points for points. */
  amount: z.number(),
  reason: z.enum(WALLET_REASONS),
  order_id: z.number().nullable(),
  note: z.string(),
  created_at: z.string(),
});

/** The customer, their orders (newest first) and wallet ledger (newest first, up to 200 entries). */
export const adminCustomerGetCall = defineCall({
  path: '/admin/customers/get.php',
  access: 'admin',
  request: z.object({ customer_id: idField() }),
  data: z.object({ customer: adminCustomerRow, orders: z.array(adminOrderRow), ledger: z.array(walletEntry) }),
});

/** amount is signed: AED (two decimals) for balance, whole points for points. Never below zero. */
export const adminWalletAdjustCall = defineCall({
  path: '/admin/customers/wallet_adjust.php',
  access: 'admin',
  request: z
    .object({
      customer_id: idField(),
      kind: z.enum(['balance', 'points']),
      amount: num(-1_000_000, 1_000_000).refine((v) => v !== 0, reason('notZero')),
      reason: text(300),
    })
    .refine((v) => (v.kind === 'points' ? Number.isInteger(v.amount) : hasWholeFils(v.amount)), {
      message: reason('pointsOrFils'),
      path: ['amount'],
    }),
  data: adminCustomerRow,
});
