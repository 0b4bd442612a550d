// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { notificationsListCall as full } from '../index';

export const notificationsListCall: CallRef<typeof full> = { path: '/notifications_list.php', access: 'customer' };
