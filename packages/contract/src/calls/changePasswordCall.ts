// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { changePasswordCall as full } from '../index';

export const changePasswordCall: CallRef<typeof full> = { path: '/profile/changepwd.php', access: 'customer' };
