import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once the page under it has hydrated. Render it inside the layout's page Suspense
 * boundary, beside the page, so it commits with the page: until then a server-rendered button shows but does
 * nothing, so the browser journeys wait for this mark before they tap (e2e/support/test.ts).
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
