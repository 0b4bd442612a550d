// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { myDataCall as full } from '../index';

export const myDataCall: CallRef<typeof full> = { path: '/profile/my_data.php', access: 'customer' };
