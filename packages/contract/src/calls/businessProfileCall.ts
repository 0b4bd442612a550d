// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { businessProfileCall as full } from '../index';

export const businessProfileCall: CallRef<typeof full> = { path: '/profile/business.php', access: 'customer' };
