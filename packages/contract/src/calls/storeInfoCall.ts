// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { storeInfoCall as full } from '../index';

export const storeInfoCall: CallRef<typeof full> = { path: '/profile/store_info.php', access: 'guest' };
