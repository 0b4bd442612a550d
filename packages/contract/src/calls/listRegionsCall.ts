// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { listRegionsCall as full } from '../index';

export const listRegionsCall: CallRef<typeof full> = { path: '/regions/list_regions_to_emirates.php', access: 'guest' };
