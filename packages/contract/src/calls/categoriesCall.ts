// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { categoriesCall as full } from '../index';

export const categoriesCall: CallRef<typeof full> = { path: '/products/categories.php', access: 'guest' };
