// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { editProfileCall as full } from '../index';

export const editProfileCall: CallRef<typeof full> = { path: '/profile/edit.php', access: 'customer' };
