// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { pickupBranchesCall as full } from '../index';

export const pickupBranchesCall: CallRef<typeof full> = { path: '/cart/pickup_branches.php', access: 'customer' };
