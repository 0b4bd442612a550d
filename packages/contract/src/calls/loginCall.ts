// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { loginCall as full } from '../index';

export const loginCall: CallRef<typeof full> = { path: '/login.php', access: 'none' };
