// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { sendCodeCall as full } from '../index';

export const sendCodeCall: CallRef<typeof full> = { path: '/sendcode.php', access: 'none' };
