// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { marketingConsentCall as full } from '../index';

export const marketingConsentCall: CallRef<typeof full> = { path: '/profile/marketing_consent.php', access: 'customer' };
