// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { regionNamesCall as full } from '../index';

export const regionNamesCall: CallRef<typeof full> = { path: '/regions/list_region_emirate.php', access: 'guest' };
