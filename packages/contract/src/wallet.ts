// The customer's wallet: the balance (AED), the loyalty points, exchanging points into balance, and the ledger.
import { z } from 'zod';
import { defineCall, noFields } from './call';

export const walletData = z.object({
  /** AED. */
  balance: z.number(),
  points: z.number(),
  /** Points worth 1 AED. */
  aed_points: z.number(),
  /** Whole AED the points can be exchanged for now. */
  points_to_balance: z.number(),
});
export type WalletData = z.infer<typeof walletData>;

export const walletBalanceCall = defineCall({
  path: '/profile/wallet/balance.php',
  access: 'customer',
  request: noFields,
  data: walletData,
});

/** Exchanges every whole dirham's worth of points into balance; answers the wallet afterwards. */
export const walletExchangeCall = defineCall({
  path: '/profile/wallet/exchange.php',
  access: 'customer',
  request: noFields,
  data: walletData,
});

/** Why a ledger entry was written, as the server stores it (wallet_entries.reason); the console names each. */
export const WALLET_REASONS = ['order_payment', 'order_refund', 'earn', 'exchange', 'return_refund', 'admin_adjustment', 'seed'] as const;
export type WalletReason = (typeof WALLET_REASONS)[number];

/** Why the wallet moved: earned points, redeemed points, paid (part of) an order, refunds, the shop's own changes. */
export const WALLET_ENTRY_KINDS = ['earned', 'redeemed', 'order_payment', 'refund', 'adjustment'] as const;

export const walletHistoryEntry = z.object({
  id: z.number(),
  /** balance: amount is AED; points: amount is points. Signed: negative is money or points out. */
  kind: z.enum(['balance', 'points']),
  amount: z.number(),
  type: z.enum(WALLET_ENTRY_KINDS),
  order_id: z.number().nullable(),
  /** ISO instant. */
  date: z.string(),
});
export type WalletEntry = z.infer<typeof walletHistoryEntry>;

/** The wallet's ledger, newest first (at most the latest 100 entries). */
export const walletHistoryCall = defineCall({
  path: '/profile/wallet/history.php',
  access: 'customer',
  request: noFields,
  data: z.array(walletHistoryEntry),
});
