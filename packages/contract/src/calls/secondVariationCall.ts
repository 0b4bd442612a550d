// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { secondVariationCall as full } from '../index';

export const secondVariationCall: CallRef<typeof full> = { path: '/products/second_variation.php', access: 'none' };
