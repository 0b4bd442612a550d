// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { catFilterCall as full } from '../index';

export const catFilterCall: CallRef<typeof full> = { path: '/products/cat_filter.php', access: 'guest' };
