// One JSON call to a payment provider over HTTP, with the shop's timeout: the answer and its parsed body, or a
// PaymentGatewayError that says what went wrong (no answer in time, no answer at all, or an answer that is not JSON).
import { PaymentGatewayError } from './gateway';

const timedOut = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as Error).name);

/** `label` names the call in errors (an endpoint or a path). */
export async function providerJson(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  timeoutMs: number,
  label: string,
): Promise<{ response: Response; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (timedOut(error)) throw new PaymentGatewayError('timeout', `${label} took longer than ${timeoutMs} ms`);
    throw new PaymentGatewayError('unreachable', `${label}: ${(error as Error).message}`);
  }
  try {
    return { response, json: await response.json() };
  } catch (error) {
    if (timedOut(error)) throw new PaymentGatewayError('timeout', `${label} answer took longer than ${timeoutMs} ms`);
    throw new PaymentGatewayError(response.ok ? 'malformed' : 'unreachable', `${label} answered HTTP ${response.status} without JSON`);
  }
}
