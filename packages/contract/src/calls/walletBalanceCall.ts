// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { walletBalanceCall as full } from '../index';

export const walletBalanceCall: CallRef<typeof full> = { path: '/profile/wallet/balance.php', access: 'customer' };
