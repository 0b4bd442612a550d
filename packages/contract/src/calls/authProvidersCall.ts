// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { authProvidersCall as full } from '../index';

export const authProvidersCall: CallRef<typeof full> = { path: '/auth/providers.php', access: 'none' };
