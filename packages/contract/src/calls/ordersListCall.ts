// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { ordersListCall as full } from '../index';

export const ordersListCall: CallRef<typeof full> = { path: '/orders/list.php', access: 'customer' };
