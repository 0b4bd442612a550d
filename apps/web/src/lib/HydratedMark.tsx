import { useEffect } from 'react';
import { allHydrated } from './hydrateLater';

/**
 * Marks <html data-hydrated> once the page under it has hydrated, the parts that hydrate later included
 * (lib/hydrateLater.tsx). Render it inside the layout's page Suspense boundary, beside the page, so it commits
 * with the page: until then a server-rendered button shows but does nothing, so the browser journeys wait for
 * this mark before they tap (e2e/support/test.ts).
 */
export function HydratedMark() {
  useEffect(() => {
    void allHydrated().then(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return null;
}
