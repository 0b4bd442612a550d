// A payment provider's JSON call: the shared provider HTTP call (integrations/http.ts) with its failures as
// PaymentGatewayError, so MyFatoorah and Tabby read as the payment gateway in errors and logs.
import { providerJson as sharedProviderJson } from '../http';
import { PaymentGatewayError } from './gateway';

/** `label` names the call in errors (an endpoint or a path). */
export const providerJson = (url: string, init: Omit<RequestInit, 'signal'>, timeoutMs: number, label: string) =>
  sharedProviderJson(url, init, timeoutMs, label, (kind, message) => new PaymentGatewayError(kind, message));
