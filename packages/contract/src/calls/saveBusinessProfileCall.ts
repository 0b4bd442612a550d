// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { saveBusinessProfileCall as full } from '../index';

export const saveBusinessProfileCall: CallRef<typeof full> = { path: '/profile/business_save.php', access: 'customer' };
