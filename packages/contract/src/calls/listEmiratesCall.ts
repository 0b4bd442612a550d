// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { listEmiratesCall as full } from '../index';

export const listEmiratesCall: CallRef<typeof full> = { path: '/regions/list_emirates.php', access: 'guest' };
