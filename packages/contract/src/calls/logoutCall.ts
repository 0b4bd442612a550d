// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { logoutCall as full } from '../index';

export const logoutCall: CallRef<typeof full> = { path: '/logout.php', access: 'customer' };
