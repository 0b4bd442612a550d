// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { returnReasonsCall as full } from '../index';

export const returnReasonsCall: CallRef<typeof full> = { path: '/orders/return_reasons.php', access: 'customer' };
