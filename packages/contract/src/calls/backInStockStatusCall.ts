// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { backInStockStatusCall as full } from '../index';

export const backInStockStatusCall: CallRef<typeof full> = { path: '/products/back_in_stock.php', access: 'customer' };
