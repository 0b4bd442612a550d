// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { faqCall as full } from '../index';

export const faqCall: CallRef<typeof full> = { path: '/profile/faq.php', access: 'guest' };
