// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { accountLanguageCall as full } from '../index';

export const accountLanguageCall: CallRef<typeof full> = { path: '/profile/language.php', access: 'customer' };
