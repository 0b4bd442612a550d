import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** A self-hosted face as styles.css declares it: the package file, the weights the shop uses, the characters it serves. */
interface Face {
  file: string;
  weights: { min: number; max: number };
  unicodeRange: string;
}

/** The @font-face rules of a stylesheet whose `src` is a package's woff2 with a weight range. */
export function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule]) => {
    const file = /src:\s*url\('([^']+\.woff2)'\)/.exec(rule!)?.[1];
    const weights = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(rule!);
    const unicodeRange = /unicode-range:([^;]+);/.exec(rule!)?.[1];
    if (!file || !weights || !unicodeRange) throw new Error(`fontSubset: a @font-face without src, weight range or unicode-range: ${rule}`);
    return { file, weights: { min: Number(weights[1]), max: Number(weights[2]) }, unicodeRange };
  });
}

/** The characters of a CSS unicode-range ("U+0000-00FF, U+0131, …"). */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [, from, to] = /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/i.exec(part.trim()) ?? [];
    if (!from) throw new Error(`fontSubset: not a unicode range: ${part}`);
    for (let c = parseInt(from, 16); c <= parseInt(to ?? from, 16); c++) text += String.fromCodePoint(c);
  }
  return text;
}

/**
 * Cuts each self-hosted variable font down to what its @font-face in `stylesheet` declares (fonts
 * subset): the characters of its unicode-range (the browser uses the face for no others) and the weight range
 * the shop's text uses (Inter ships 100–900). Inter's Latin file goes from 48 to 32 kB, Readex Pro's Arabic
 * from 23 to 16 kB. The cut files are kept under node_modules/.cache by a hash of the font and its rule, and
 * the stylesheet's url() reaches them through an alias, so the built file's name follows its content.
 */
/** `stylesheet`: relative to apps/web. */
export function fontSubset(stylesheet: string): Plugin {
  const require = createRequire(import.meta.url);
  const cacheDir = path.resolve(import.meta.dirname, 'node_modules/.cache/shop-fonts');
  /** The subset file of a face, made once. */
  async function cut(face: Face): Promise<string> {
    const source = fs.readFileSync(require.resolve(face.file));
    const key = crypto.createHash('sha256').update(source).update(JSON.stringify(face)).digest('hex').slice(0, 16);
    // The file keeps its name: the built name (and fontPreload's pattern) is that name and a hash.
    const file = path.join(cacheDir, key, path.basename(face.file));
    if (fs.existsSync(file)) return file;
    const subset = await subsetFont(source, charactersOf(face.unicodeRange), {
      targetFormat: 'woff2',
      variationAxes: { wght: face.weights },
    });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written whole, then named: two builds at once never read half a file.
    fs.writeFileSync(`${file}.${process.pid}`, subset);
    fs.renameSync(`${file}.${process.pid}`, file);
    return file;
  }
  return {
    name: 'shop-font-subset',
    async config() {
      const faces = facesOf(fs.readFileSync(path.resolve(import.meta.dirname, stylesheet), 'utf8'));
      const alias = await Promise.all(faces.map(async (face) => ({ find: face.file, replacement: await cut(face) })));
      return { resolve: { alias } };
    },
  };
}
