import type { Plugin } from 'vite';

/**
 * Preloads the self-hosted fonts the first paint needs (issue 13): the browser otherwise finds a font only
 * after the CSS has arrived and a text needs it. The built files carry a hash, so the links are added to
 * index.html after the build names them. Both languages' pages need both: the header names each language
 * in its own script (English, عربي).
 */
export function fontPreload(fonts: RegExp[]): Plugin {
  return {
    name: 'shop-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return fonts.map((file) => {
          const built = files.find((name) => file.test(name));
          if (!built) throw new Error(`fontPreload: no built font matches ${file}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${built}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
