// A phone whose CPU is slow, and what its taps sent: shared by the journeys that tap as a shopper does, before the page
// has finished loading (e2e/taps.spec.ts, pickup, Tabby and Tamara).
import type { CDPSession, Request } from '@playwright/test';
import type { Page } from './test';

/** Chromium's CPU slowed as a mid-range phone's (Lighthouse's mobile setting is 4x on a fast desktop). */
export const CPU_SLOWDOWN = 6;

/** Slows the page's CPU `rate` times through the DevTools protocol; answers the session, to change the rate later. */
export async function slowCpu(page: Page, rate = CPU_SLOWDOWN): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Runs `then` (a screenshot) at full speed, the CPU slowed again afterwards. */
export async function atFullSpeed<T>(cdp: CDPSession, then: () => Promise<T>): Promise<T> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    return await then();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
}

/** Requests the page sends to an API path, counted from now. */
export function sent(page: Page, path: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${path}`) requests.push(r);
  });
  return requests;
}

/** A form field of a request the page sent (the app sends multipart form data), or null when it was not sent. */
export function fieldOf(request: Request, name: string): string | null {
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(request.postData() ?? '');
  return match ? match[1]! : null;
}
