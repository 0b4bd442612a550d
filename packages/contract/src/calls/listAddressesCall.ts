// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { listAddressesCall as full } from '../index';

export const listAddressesCall: CallRef<typeof full> = { path: '/profile/addresses/list.php', access: 'customer' };
