// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { walletHistoryCall as full } from '../index';

export const walletHistoryCall: CallRef<typeof full> = { path: '/profile/wallet/history.php', access: 'customer' };
