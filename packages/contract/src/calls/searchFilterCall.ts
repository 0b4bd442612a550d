// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { searchFilterCall as full } from '../index';

export const searchFilterCall: CallRef<typeof full> = { path: '/products/search_filter.php', access: 'guest' };
