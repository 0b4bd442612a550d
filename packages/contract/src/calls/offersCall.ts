// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { offersCall as full } from '../index';

export const offersCall: CallRef<typeof full> = { path: '/products/offers.php', access: 'guest' };
