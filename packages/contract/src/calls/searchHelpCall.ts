// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { searchHelpCall as full } from '../index';

export const searchHelpCall: CallRef<typeof full> = { path: '/products/search_help.php', access: 'guest' };
