import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** "{title} | Souq Al Asal", or the shop's name and tagline without a title (the home page); the server's head uses it too. */
export const pageTitle = (t: TFunction, title?: string) =>
  title ? `${title} | ${t('brand.name')}` : `${t('brand.name')} | ${t('brand.tagline')}`;

/**
 * The page's <title> ("{title} | Souq Al Asal") and meta description, in the page's language. Without a
 * title the shop's name and tagline are used (the home page). `noindex`: a page search engines must not keep
 * gets <meta name="robots" content="noindex"> while it is shown.
 */
export function usePageMeta(title?: string, description?: string, { noindex = false }: { noindex?: boolean } = {}) {
  const { t } = useTranslation();
  const fullTitle = pageTitle(t, title);
  const fullDescription = description ?? t('footer.about');
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = fullDescription;
  }, [fullTitle, fullDescription]);
  useEffect(() => {
    if (!noindex) return;
    const kept = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = kept ?? document.createElement('meta');
    const before = kept?.content;
    meta.name = 'robots';
    meta.content = 'noindex';
    if (!kept) document.head.append(meta);
    // The next page is indexed as it was before this one.
    return () => {
      if (before === undefined) meta.remove();
      else meta.content = before;
    };
  }, [noindex]);
}
