// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { deleteAddressCall as full } from '../index';

export const deleteAddressCall: CallRef<typeof full> = { path: '/profile/addresses/delete.php', access: 'customer' };
