// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { groupsCall as full } from '../index';

export const groupsCall: CallRef<typeof full> = { path: '/products/groups.php', access: 'guest' };
