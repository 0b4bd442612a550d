// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { homeCall as full } from '../index';

export const homeCall: CallRef<typeof full> = { path: '/home/home.php', access: 'guest' };
