// What the server hands the browser beside the HTML: a non-executing JSON block (the CSP allows no inline
// script), read by main.tsx before hydration.
import type { DehydratedState } from '@tanstack/react-query';

export const SSR_PAYLOAD_ID = 'ssr-state';

export interface SsrPayload {
  /** The catalogue answers the page was rendered with. */
  state: DehydratedState;
  /** The page the server rendered instead, e.g. /notfound for an unknown product (the browser's URL follows). */
  path?: string;
}

/** The payload as a <script type="application/json">; `<` is escaped so no text can close the element. */
export const payloadScript = (payload: SsrPayload): string =>
  `<script type="application/json" id="${SSR_PAYLOAD_ID}">${JSON.stringify(payload).replace(/</g, '\\u003c')}</script>`;

/**
 * The server's payload, or null on a page the server did not render (the Vite dev server). Its answers count as
 * fetched `now`: the server keeps a rendered page only until the catalogue changes (web/storefront.ts), so what
 * it sends is current however long ago it was rendered. Left with their render time, a page kept for more than
 * the queries' staleTime would ask the server again for every answer it has just brought.
 */
export function readPayload(now = Date.now()): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  const payload = JSON.parse(text) as SsrPayload;
  for (const query of payload.state.queries) query.state.dataUpdatedAt = now;
  return payload;
}
