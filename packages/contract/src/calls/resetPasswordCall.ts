// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { resetPasswordCall as full } from '../index';

export const resetPasswordCall: CallRef<typeof full> = { path: '/changepwd.php', access: 'none' };
