// The CORS journey's own web page: a blank page served from a second local origin, so the browser's calls
// to the shop's API are real cross-origin requests. playwright.config.ts lists one such origin per parallel
// slot (testInfo.parallelIndex) in the shop's CORS_ORIGINS, because both projects may run it at once.
import { createServer } from 'node:http';

/** The page's origin in a parallel slot: the shop's port + 1000 + the slot, on 127.0.0.1 (not the shop's localhost). */
export const corsPageOrigin = (shopPort: number, slot: number) => `http://127.0.0.1:${shopPort + 1000 + slot}`;

/** The origins of every slot, for CORS_ORIGINS. */
export const corsPageOrigins = (shopPort: number, slots: number) =>
  Array.from({ length: slots }, (_, slot) => corsPageOrigin(shopPort, slot));

/** Serves a blank HTML page at `origin` until closed. */
export async function servePage(origin: string): Promise<{ close(): Promise<void> }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Another web shop</title>'),
  );
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(Number(port), hostname, resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
