import type { Lang } from '@shop/contract';

/**
 * The namespace and language of a translation file: `features/<domain>/locales/<lang>.json` is the namespace
 * `<domain>`; `features/<domain>/locales/<part>/<lang>.json` is `<domain>/<part>`, for strings only some of the
 * domain's pages need (the product page's, the lists': the home page loads neither, docs/decisions/014); the
 * console's `console/locales/<lang>.json` is the namespace `console`.
 */
export function localeFile(path: string): { ns: string; lang: Lang } | undefined {
  const match = /(?:features\/([^/]+)|(console))\/locales\/(?:([^/]+)\/)?(en|ar)\.json$/.exec(path);
  if (!match) return undefined;
  const [, feature, consoleApp, part, lang] = match;
  const domain = feature ?? consoleApp;
  return { ns: part ? `${domain}/${part}` : domain!, lang: lang as Lang };
}
