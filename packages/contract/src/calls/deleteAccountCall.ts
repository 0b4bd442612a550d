// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { deleteAccountCall as full } from '../index';

export const deleteAccountCall: CallRef<typeof full> = { path: '/profile/delete_account.php', access: 'customer' };
