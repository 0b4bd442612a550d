// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { setMarketingConsentCall as full } from '../index';

export const setMarketingConsentCall: CallRef<typeof full> = { path: '/profile/set_marketing_consent.php', access: 'customer' };
