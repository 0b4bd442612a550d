// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { taxDocumentsCall as full } from '../index';

export const taxDocumentsCall: CallRef<typeof full> = { path: '/orders/tax_documents.php', access: 'customer' };
