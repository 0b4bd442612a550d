// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { checkCodeCall as full } from '../index';

export const checkCodeCall: CallRef<typeof full> = { path: '/checkcode.php', access: 'none' };
