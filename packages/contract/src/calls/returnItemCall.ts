// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { returnItemCall as full } from '../index';

export const returnItemCall: CallRef<typeof full> = { path: '/orders/return_item.php', access: 'customer' };
