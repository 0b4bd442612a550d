// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { activateCall as full } from '../index';

export const activateCall: CallRef<typeof full> = { path: '/activate.php', access: 'none' };
