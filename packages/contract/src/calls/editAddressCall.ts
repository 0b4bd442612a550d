// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { editAddressCall as full } from '../index';

export const editAddressCall: CallRef<typeof full> = { path: '/profile/addresses/edit.php', access: 'customer' };
