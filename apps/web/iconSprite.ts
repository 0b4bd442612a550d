import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

type IconNode = [tag: string, attrs: Record<string, string | number>][];

const require = createRequire(import.meta.url);

/** A lucide icon's elements, read from lucide-react's own module of it (`__iconData.node`). */
async function iconNode(name: string): Promise<IconNode> {
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  const icon = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (!icon.__iconData) throw new Error(`iconSprite: lucide-react's ${name} has no __iconData`);
  return icon.__iconData.node;
}

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Writes the named lucide icons into index.html as one hidden sprite of symbols (ui/SpriteIcon.tsx draws them with
 * <use>): the header's icons on every page and the cards' repeated buttons cost the start JavaScript nothing, and a
 * home page of 36 cards carries each path once (docs/decisions/014-start-javascript.md). Outside the part the server
 * replaces, so a rendered page has it too.
 */
export function iconSprite(names: readonly string[]): Plugin {
  return {
    name: 'shop-icon-sprite',
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        const symbols = await Promise.all(
          names.map(async (name) => {
            const children = (await iconNode(name))
              .map(([tag, attrs]) => {
                const attributes = Object.entries(attrs)
                  .filter(([key]) => key !== 'key')
                  .map(([key, value]) => `${key}="${escape(value)}"`)
                  .join(' ');
                return `<${tag} ${attributes}/>`;
              })
              .join('');
            return `<symbol id="icon-${name}" viewBox="0 0 24 24">${children}</symbol>`;
          }),
        );
        return [
          {
            tag: 'svg',
            attrs: { 'aria-hidden': 'true', width: '0', height: '0', style: 'position:absolute;width:0;height:0;overflow:hidden' },
            children: symbols.join(''),
            injectTo: 'body-prepend' as const,
          },
        ];
      },
    },
  };
}
