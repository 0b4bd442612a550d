import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// The app's i18next instance, as main.tsx sets it up (English until a test changes it), its common strings loaded.
import { i18nReady } from './src/i18n';

await i18nReady;

// Pages are lazy chunks with lazily loaded translations: the first render of a page in a run includes
// transforming its modules, which can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs jsdom lacks that Embla (carousels) and Radix use; in tests nothing is ever resized or scrolled.
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The page's language (api/client.ts sends <html lang>) back to the default.
  document.documentElement.lang = 'en';
});

// sonner removes a dismissed toast 200 ms after its exit starts (TIME_BEFORE_UNMOUNT), on a timer that outlives
// the unmounted Toaster; were the file's jsdom torn down first, that timer's state update would throw
// "window is not defined" as an unhandled error, failing the run. Let such timers finish inside the file.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));
