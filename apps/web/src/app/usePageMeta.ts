import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page's <title> ("{title} | Souq Al Asal") and meta description, in the page's language. Without a
 * title the shop's name and tagline are used (the home page).
 */
export function usePageMeta(title?: string, description?: string) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  const fullTitle = title ? `${title} | ${brand}` : `${brand} | ${t('brand.tagline')}`;
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
}
