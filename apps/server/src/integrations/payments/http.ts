// A payment provider's JSON call: the shared provider HTTP call (integrations/http.ts) with its failures as
// PaymentGatewayError, so MyFatoorah, Tabby and Tamara read as the payment gateway in errors and logs.
import { providerJson as sharedProviderJson } from '../http';
import { PaymentGatewayError } from './gateway';

/** `label` names the call in errors (an endpoint or a path). */
export const providerJson = (url: string, init: Omit<RequestInit, 'signal'>, timeoutMs: number, label: string) =>
  sharedProviderJson(url, init, timeoutMs, label, (kind, message) => new PaymentGatewayError(kind, message));

/**
 * A JSON call to a provider that takes a bearer token (Tabby's secret key, Tamara's API token): `body`, when given,
 * is sent as JSON. Answers the response with its JSON for the caller to read its own error shapes.
 */
export const bearerJson = (url: string, token: string, method: 'GET' | 'POST', body: unknown, timeoutMs: number, label: string) =>
  providerJson(
    url,
    {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    timeoutMs,
    label,
  );
