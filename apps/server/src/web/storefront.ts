// The storefront's pages: public pages rendered on the server by the web app's renderer (apps/web
// src/entry-server.tsx, built into WEB_SSR), other pages the app's shell, and the sitemap and robots.txt.
// Rendered pages are the guest's view, the same for everyone, so they are kept like the catalogue's
// answers (http/readCache.ts) and dropped on the same catalog_changed notification: never stale.
// Pages are sent compressed, as the browser accepts, in the forms made once when kept (http/encoded.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encode, encodedSize, sendEncoded, type Encoded } from '../http/encoded';
import { ReadCache } from '../http/readCache';
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

/** A preload meant for one language's pages (`data-lang`, apps/web/fontPreload.ts: the Arabic font). */
const LANGUAGE_PRELOAD = /<link\b[^>]*\bdata-lang="([a-z]+)"[^>]*>\s*/g;
/** The template's own tags for a page in `lang`: without the preloads meant for the other language. */
const forLanguage = (tags: string, lang: string) => tags.replace(LANGUAGE_PRELOAD, (tag, tagLang) => (tagLang === lang ? tag : ''));

const fill = (t: Template, lang: string, dir: string, head: string, body: string) =>
  `${t.parts[0]} lang="${lang}" dir="${dir}"${forLanguage(t.parts[1], lang)}${head}${forLanguage(t.parts[2], lang)}${body}${t.parts[3]}`;

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
  const pages = new ReadCache<Encoded>(app.changes, encodedSize);
  app.addHook('onClose', async () => pages.close());
  const template = readTemplate(indexHtml);
  const rendererFile = path.join(config.webSsr, 'entry-server.js');
  const renderer: Renderer | null =
    template && fs.existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as Renderer) : null;
  if (!renderer) app.log.warn(`no server renderer at ${rendererFile}: pages are the app's shell (npm run build -w apps/web)`);
  const api = inProcessApi(app);

  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: Encoded) =>
    sendEncoded(req, reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8'), page);

  /** The app's shell, in the URL's language: the browser renders the page (signed-in pages, or without a renderer). */
  const shells = new Map<string, Promise<Encoded>>();
  const shell = async (req: FastifyRequest, reply: FastifyReply) => {
    const lang = renderer?.languageOfPath(req.url.split('?')[0]!) ?? 'en';
    let encoded = shells.get(lang);
    if (!encoded) {
      encoded = encode(
        200,
        template ? fill(template, lang, lang === 'ar' ? 'rtl' : 'ltr', template.head, template.body) : fs.readFileSync(indexHtml, 'utf8'),
      );
      shells.set(lang, encoded);
    }
    return sendPage(req, reply, await encoded);
  };

  if (renderer) {
    app.get('/sitemap.xml', async (req, reply) => {
      const key = 'web:sitemap';
      const lookup = await readCache.lookup(key);
      const sitemap = lookup.kept ?? (await encode(200, await sitemapXml(app.db, config.PUBLIC_URL, renderer.legalPath)));
      if (!lookup.kept) readCache.store(key, lookup.version, sitemap);
      return sendEncoded(req, reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8'), sitemap);
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
    if (!renderer || !template) return shell(req, reply);
    // A kept page was rendered, so it is sent before the route is matched: matching the URL against the
    // routes was most of a kept page's cost (react-router flattens and ranks the whole tree each time).
    const lookup = await pages.lookup(req.url);
    if (lookup.kept) return sendPage(req, reply, lookup.kept);
    if (!renderer.isRendered(req.url)) return shell(req, reply);
    let page: Rendered;
    try {
      page = await renderer.render(req.url, { api, origin: config.PUBLIC_URL });
    } catch (error) {
      // The browser can still show the page: the shell, never a 500.
      req.log.error(error, 'server rendering failed');
      return shell(req, reply);
    }
    const encoded = await encode(page.status, fill(template, page.lang, page.dir, page.head, page.body));
    if (page.cacheable) pages.store(req.url, lookup.version, encoded);
    return sendPage(req, reply, encoded);
  };
}
