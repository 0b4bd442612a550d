import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once the page under it has hydrated. Render it inside the layout's page Suspense
 * boundary, beside the page, so it commits with the page. Journeys that type into a form wait for it (a value
 * typed into a server-rendered input before React owns it is not in the component's state); taps need no wait
 * (docs/decisions/013-react-19.md).
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
