// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { detailsCall as full } from '../index';

export const detailsCall: CallRef<typeof full> = { path: '/products/details.php', access: 'guest' };
