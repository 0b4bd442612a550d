// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { changeEmailCall as full } from '../index';

export const changeEmailCall: CallRef<typeof full> = { path: '/profile/change_email.php', access: 'customer' };
