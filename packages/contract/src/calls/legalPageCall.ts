// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { legalPageCall as full } from '../index';

export const legalPageCall: CallRef<typeof full> = { path: '/content/legal.php', access: 'guest' };
