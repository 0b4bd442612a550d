import type { Plugin } from 'vite';

/** A built font to preload: its file, and the one language whose pages need it (all pages when absent). */
export interface PreloadedFont {
  file: RegExp;
  lang?: string;
}

/**
 * Preloads the self-hosted fonts the first paint needs: the browser otherwise finds a font only
 * after the CSS has arrived and a text needs it. The built files carry a hash, so the links are added to
 * index.html after the build names them. A font meant for one language's pages carries `data-lang`; the
 * server leaves it out of the other language's pages (apps/server/src/web/storefront.ts), where it would
 * take the phone's bandwidth from the page's picture for text that is not there.
 */
export function fontPreload(fonts: PreloadedFont[]): Plugin {
  return {
    name: 'shop-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return fonts.map(({ file, lang }) => {
          const built = files.find((name) => file.test(name));
          if (!built) throw new Error(`fontPreload: no built font matches ${file}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${built}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              ...(lang && { 'data-lang': lang }),
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
