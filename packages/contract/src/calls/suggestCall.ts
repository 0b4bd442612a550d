// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { suggestCall as full } from '../index';

export const suggestCall: CallRef<typeof full> = { path: '/products/suggest.php', access: 'guest' };
