// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { walletExchangeCall as full } from '../index';

export const walletExchangeCall: CallRef<typeof full> = { path: '/profile/wallet/exchange.php', access: 'customer' };
