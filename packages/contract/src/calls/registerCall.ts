// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { registerCall as full } from '../index';

export const registerCall: CallRef<typeof full> = { path: '/register.php', access: 'none' };
