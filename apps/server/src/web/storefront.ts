// The storefront's pages: public pages rendered on the server by the web app's renderer (apps/web
// src/entry-server.tsx, built into WEB_SSR), other pages the app's shell, and the sitemap and robots.txt.
// Rendered pages are the guest's view, the same for everyone, so they are kept like the catalogue's
// answers (http/readCache.ts) and dropped on the same catalog_changed notification: never stale.
// Pages are sent compressed, as the browser accepts: a kept page carries its brotli and gzip forms, made once
// when it is kept, so a page served from memory costs no compression.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page's bytes as sent for each content coding the server offers (identity: as is). */
interface EncodedPage {
  status: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}
const CODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * Brotli at quality 5: within a few per cent of the best size for a page of HTML at a few milliseconds
 * (quality 11 takes about 90 ms for the home page), so a page rendered anew after a catalogue change is
 * compressed without holding up the requests behind it.
 */
async function encodePage(status: number, html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity),
  ]);
  return { status, identity, br, gzip: gz };
}

export async function registerStorefront(app: FastifyInstance, indexHtml: string) {
  const { config, readCache } = app;
  const pages = new ReadCache<EncodedPage>(app.changes, (p) => p.identity.length + p.br.length + p.gzip.length);
  app.addHook('onClose', async () => pages.close());
  const template = readTemplate(indexHtml);
  const rendererFile = path.join(config.webSsr, 'entry-server.js');
  const renderer: Renderer | null =
    template && fs.existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as Renderer) : null;
  if (!renderer) app.log.warn(`no server renderer at ${rendererFile}: pages are the app's shell (npm run build -w apps/web)`);
  const api = inProcessApi(app);

  /** The page in the coding the request accepts (the compress plugin leaves an encoded answer alone). */
  const sendEncoded = (req: FastifyRequest, reply: FastifyReply, page: EncodedPage) => {
    const accepted = req.headers['accept-encoding'];
    const coding = accepted ? negotiate(accepted, CODINGS) : null;
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (coding) reply.header('Content-Encoding', coding);
    return reply
      .code(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page[coding ?? 'identity']);
  };

  /** The app's shell, in the URL's language: the browser renders the page (signed-in pages, or without a renderer). */
  const shells = new Map<string, Promise<EncodedPage>>();
  const shell = async (req: FastifyRequest, reply: FastifyReply) => {
    const lang = renderer?.languageOfPath(req.url.split('?')[0]!) ?? 'en';
    let encoded = shells.get(lang);
    if (!encoded) {
      encoded = encodePage(
        200,
        template ? fill(template, lang, lang === 'ar' ? 'rtl' : 'ltr', template.head, template.body) : fs.readFileSync(indexHtml, 'utf8'),
      );
      shells.set(lang, encoded);
    }
    return sendEncoded(req, reply, await encoded);
  };

  if (renderer) {
    app.get('/sitemap.xml', async (_req, reply) => {
      const key = 'web:sitemap';
      const lookup = await readCache.lookup(key);
      const xml = lookup.kept ?? (await sitemapXml(app.db, config.PUBLIC_URL, renderer.legalPath));
      if (!lookup.kept) readCache.store(key, lookup.version, xml);
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
    if (!renderer || !template) return shell(req, reply);
    // A kept page was rendered, so it is sent before the route is matched: matching the URL against the
    // routes was most of a kept page's cost (react-router flattens and ranks the whole tree each time).
    const lookup = await pages.lookup(req.url);
    if (lookup.kept) return sendEncoded(req, reply, lookup.kept);
    if (!renderer.isRendered(req.url)) return shell(req, reply);
    let page: Rendered;
    try {
      page = await renderer.render(req.url, { api, origin: config.PUBLIC_URL });
    } catch (error) {
      // The browser can still show the page: the shell, never a 500.
      req.log.error(error, 'server rendering failed');
      return shell(req, reply);
    }
    const encoded = await encodePage(page.status, fill(template, page.lang, page.dir, page.head, page.body));
    if (page.cacheable) pages.store(req.url, lookup.version, encoded);
    return sendEncoded(req, reply, encoded);
  };
}
