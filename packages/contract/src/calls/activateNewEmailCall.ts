// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { activateNewEmailCall as full } from '../index';

export const activateNewEmailCall: CallRef<typeof full> = { path: '/profile/activate_newmail.php', access: 'customer' };
