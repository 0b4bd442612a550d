// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { filtersCall as full } from '../index';

export const filtersCall: CallRef<typeof full> = { path: '/products/filters.php', access: 'guest' };
