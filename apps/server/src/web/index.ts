// What the browser loads that is not the API: the media files, the built web app's files, the storefront's pages
// (rendered on the server when public, else the app's shell), and the 404 for everything else.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { coreMessages, langFromHeader } from '../http/i18n';
import { envelope } from '../http/route';
import { registerStorefront } from './storefront';

async function web(app: FastifyInstance) {
  const { config } = app;
  await app.media.serve(app);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build's brotli and gzip forms of each script, stylesheet and SVG (apps/web/precompress.ts), sent as the
      // browser accepts; they are forms of their file, not files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, sentPath) {
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        // Vite's hashed assets never change; everything else is revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answers' picture for a product without one, shown by clients on other origins too.
        if (path.basename(filePath) === 'placeholder.svg') reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  const storefrontPage = hasWeb ? await registerStorefront(app, indexHtml) : null;

  app.setNotFoundHandler((req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const url = req.url.split('?')[0] ?? '/';
    // A missing hashed asset (an old tab after a release) is a 404, not the app's page.
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/media/') ||
      url.startsWith('/assets/') ||
      req.method !== 'GET' ||
      !storefrontPage
    )
      return reply.code(404).send(envelope(lang, false, coreMessages.notFound, null));
    // A storefront page: rendered on the server when public (an unknown one is a 404 page), else the app's shell.
    return storefrontPage(req, reply);
  });
}

export default fp(web, { name: 'web', dependencies: ['infrastructure', 'security'] });
