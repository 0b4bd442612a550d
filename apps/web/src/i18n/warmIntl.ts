import type { Lang } from '@shop/contract';

/**
 * Makes the page's first Intl formatters in a worker, and resolves once it has (or could not).
 *
 * The first formatter a page makes loads its language's ICU data: 15-33 ms on a desktop (measured in
 * Chromium), about four times that on a phone, in one task in which a tap waits. That data is the renderer's,
 * shared by its threads, so once the worker has made them the page's own formatters take a tenth of a
 * millisecond. Where a browser shares nothing, the page makes them itself as before.
 */
export function warmIntl(lang: Lang): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intlWorker.ts', import.meta.url), { type: 'module', name: lang });
    } catch {
      return resolve();
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    // A worker slower than this (its file still loading on a busy phone) does not hold the page back; it is left
    // to finish, and ends once it answers: ended while its file loads, the download would be wasted.
    setTimeout(resolve, 1000);
  });
}
