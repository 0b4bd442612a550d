// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { taxDocumentPdfCall as full } from '../index';

export const taxDocumentPdfCall: CallRef<typeof full> = { path: '/orders/tax_document.php', access: 'customer' };
