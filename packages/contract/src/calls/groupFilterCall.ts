// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { groupFilterCall as full } from '../index';

export const groupFilterCall: CallRef<typeof full> = { path: '/products/group_filter.php', access: 'guest' };
