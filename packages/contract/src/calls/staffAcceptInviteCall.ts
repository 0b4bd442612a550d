// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { staffAcceptInviteCall as full } from '../index';

export const staffAcceptInviteCall: CallRef<typeof full> = { path: '/staff/accept_invite.php', access: 'none' };
