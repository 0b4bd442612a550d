import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Names the built entry script in a `<meta name="app-entry">` instead of loading it from the head: public/boot.js
 * starts it once the page's main picture has painted (issue 13). Fetched with the page, the entry and the chunks
 * it imports took a phone's bandwidth from that picture and held up its paint. The dev server keeps its script.
 */
export function deferEntry(): Plugin {
  return {
    name: 'shop-defer-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const found = ENTRY_SCRIPT.exec(html);
        if (!found) throw new Error('deferEntry: the built index.html has no entry script');
        return html.replace(found[0], `<meta name="app-entry" content="${found[1]}" />`);
      },
    },
  };
}
