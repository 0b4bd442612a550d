// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { profileInfoCall as full } from '../index';

export const profileInfoCall: CallRef<typeof full> = { path: '/profile/profile_info.php', access: 'customer' };
