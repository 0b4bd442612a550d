// Chooses the e-invoicing ASP from the configuration: Storecove when its API key and legal entity are set; none
// otherwise, and then every document is kept ready, never sent.
import type { Config } from '../../config';
import { createStorecoveProvider } from './storecove';
import { UAE_TIN_SCHEME, type EInvoiceProvider } from './provider';

export * from './provider';

export function einvoiceProviderFor(c: Config): EInvoiceProvider | null {
  if (!c.STORECOVE_API_KEY || !c.STORECOVE_LEGAL_ENTITY_ID) return null;
  return createStorecoveProvider({
    apiKey: c.STORECOVE_API_KEY,
    legalEntityId: c.STORECOVE_LEGAL_ENTITY_ID,
    baseUrl: c.STORECOVE_BASE_URL,
    timeoutMs: c.EINVOICE_TIMEOUT_MS,
    receiverScheme: UAE_TIN_SCHEME,
  });
}
