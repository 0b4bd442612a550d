// One call to a provider over HTTP (payment gateways, carriers) with the shop's timeout, in one place: the answer
// (and its parsed JSON body), or an error that says what went wrong: no answer in time, no answer at all, or an
// answer that is not JSON. Each caller names its own error through `fail` (PaymentGatewayError, CarrierError), so
// the owner and the logs read the provider's area.

/** What can go wrong before there is an answer to read. */
export type ProviderFailure = 'timeout' | 'unreachable' | 'malformed';
/** Makes the caller's error for a failure; `message` already names the call (`label`). */
export type ProviderFail = (kind: ProviderFailure, message: string) => Error;

const timedOut = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as Error).name);

/** The answer to a request, whatever its status, or `fail('timeout' | 'unreachable')`; `label` names the call in errors. */
export async function providerFetch(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  timeoutMs: number,
  label: string,
  fail: ProviderFail,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (timedOut(error)) throw fail('timeout', `${label} took longer than ${timeoutMs} ms`);
    throw fail('unreachable', `${label}: ${(error as Error).message}`);
  }
}

/**
 * The answer and its JSON body. An answer that is not JSON is `malformed` when its status said success and
 * `unreachable` otherwise (an error page of a proxy in front of the provider).
 */
export async function providerJson(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  timeoutMs: number,
  label: string,
  fail: ProviderFail,
): Promise<{ response: Response; json: unknown }> {
  const response = await providerFetch(url, init, timeoutMs, label, fail);
  try {
    return { response, json: await response.json() };
  } catch (error) {
    if (timedOut(error)) throw fail('timeout', `${label} answer took longer than ${timeoutMs} ms`);
    throw fail(response.ok ? 'malformed' : 'unreachable', `${label} answered HTTP ${response.status} without JSON`);
  }
}

/** The answer's body as bytes (a label's PDF), read within the same timeout's reach as the request. */
export async function providerBytes(response: Response, timeoutMs: number, label: string, fail: ProviderFail): Promise<Buffer> {
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (timedOut(error)) throw fail('timeout', `${label} answer took longer than ${timeoutMs} ms`);
    throw fail('unreachable', `${label}: ${(error as Error).message}`);
  }
}
