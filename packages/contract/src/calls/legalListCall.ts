// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { legalListCall as full } from '../index';

export const legalListCall: CallRef<typeof full> = { path: '/content/legal_list.php', access: 'guest' };
