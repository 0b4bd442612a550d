// The storefront's pages: public pages rendered on the server by the web app's renderer (apps/web
// src/entry-server.tsx, built into WEB_SSR), other pages the app's shell, and the sitemap and robots.txt.
// Rendered pages are the guest's view, the same for everyone, so they are kept like the catalogue's
// answers (http/readCache.ts) and dropped on the same catalog_changed notification: never stale.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sitemapXml } from './sitemap';

/** What apps/web/src/entry-server.tsx exports. */
interface Renderer {
  render(
    url: string,
    opts: {
      api: (path: string, init: RequestInit) => Promise<Response>;
      origin: string;
    },
  ): Promise<Rendered>;
  isRendered(url: string): boolean;
  languageOfPath(pathname: string): 'en' | 'ar';
  legalPath(slug: string): string;
}
interface Rendered {
  status: number;
  lang: string;
  dir: string;
  head: string;
  body: string;
  cacheable: boolean;
}

/** index.html cut at the markers the server fills: <html lang dir>, the head's own tags, #root. */
interface Template {
  parts: [beforeLang: string, beforeHead: string, beforeBody: string, end: string];
  /** The shell's head and body as built (the pages the server does not render). */
  head: string;
  body: string;
}

function readTemplate(file: string): Template | null {
  const html = fs.readFileSync(file, 'utf8');
  const match =
    /^([\s\S]*?<html) lang="en" dir="ltr"([\s\S]*?)<!--head:start-->([\s\S]*?)<!--head:end-->([\s\S]*?)<!--body:start-->([\s\S]*?)<!--body:end-->([\s\S]*)$/.exec(
      html,
    );
  if (!match) return null;
  const [, a, b, head, c, body, d] = match as unknown as string[];
  return { parts: [a!, b!, c!, d!], head: head!, body: body! };
}

const fill = (t: Template, lang: string, dir: string, head: string, body: string) =>
  `${t.parts[0]} lang="${lang}" dir="${dir}"${t.parts[1]}${head}${t.parts[2]}${body}${t.parts[3]}`;

/** The app's own answer, in-process: the renderer's data calls never leave the server. */
function inProcessApi(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const request = new Request(`http://localhost${url}`, init);
    const res = await app.inject({
      method: request.method as 'POST',
      url,
      headers: Object.fromEntries(request.headers),
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

export async function registerStorefront(app: FastifyInstance, indexHtml: string) {
  const { config, readCache } = app;
  const template = readTemplate(indexHtml);
  const rendererFile = path.join(config.webSsr, 'entry-server.js');
  const renderer: Renderer | null =
    template && fs.existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as Renderer) : null;
  if (!renderer) app.log.warn(`no server renderer at ${rendererFile}: pages are the app's shell (npm run build -w apps/web)`);
  const api = inProcessApi(app);

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);

  /** The app's shell, in the URL's language: the browser renders the page (signed-in pages, or without a renderer). */
  const shell = (req: FastifyRequest, reply: FastifyReply) => {
    if (!template) return send(reply, 200, fs.readFileSync(indexHtml, 'utf8'));
    const lang = renderer?.languageOfPath(req.url.split('?')[0]!) ?? 'en';
    return send(reply, 200, fill(template, lang, lang === 'ar' ? 'rtl' : 'ltr', template.head, template.body));
  };

  if (renderer) {
    app.get('/sitemap.xml', async (_req, reply) => {
      const key = 'web:sitemap';
      const kept = await readCache.lookup(key);
      const xml = kept.json ?? (await sitemapXml(app.db, config.PUBLIC_URL, renderer.legalPath));
      if (!kept.json) readCache.store(key, kept.version, xml);
      return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
    });
  }
  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /myprofile',
          'Disallow: /cart',
          'Disallow: /checkout',
        ]
          .concat(renderer ? ['', `Sitemap: ${config.PUBLIC_URL}/sitemap.xml`] : [])
          .join('\n') + '\n',
      ),
  );

  /** A storefront page (the not-found handler's GET of anything else than the API, media and assets). */
  return async function page(req: FastifyRequest, reply: FastifyReply) {
    if (!renderer || !template || !renderer.isRendered(req.url)) return shell(req, reply);
    const key = `web:${req.url}`;
    const kept = await readCache.lookup(key);
    if (kept.json) {
      const cut = kept.json.indexOf('\n');
      return send(reply, Number(kept.json.slice(0, cut)), kept.json.slice(cut + 1));
    }
    let page: Rendered;
    try {
      page = await renderer.render(req.url, { api, origin: config.PUBLIC_URL });
    } catch (error) {
      // The browser can still show the page: the shell, never a 500.
      req.log.error(error, 'server rendering failed');
      return shell(req, reply);
    }
    const html = fill(template, page.lang, page.dir, page.head, page.body);
    if (page.cacheable) readCache.store(key, kept.version, `${page.status}\n${html}`);
    return send(reply, page.status, html);
  };
}
