// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { addAddressCall as full } from '../index';

export const addAddressCall: CallRef<typeof full> = { path: '/profile/addresses/add.php', access: 'customer' };
