// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { backInStockRequestCall as full } from '../index';

export const backInStockRequestCall: CallRef<typeof full> = { path: '/products/notify_me.php', access: 'customer' };
