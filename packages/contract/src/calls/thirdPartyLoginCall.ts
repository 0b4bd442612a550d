// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { thirdPartyLoginCall as full } from '../index';

export const thirdPartyLoginCall: CallRef<typeof full> = { path: '/thirdparty_login.php', access: 'none' };
