import { useTranslation } from 'react-i18next';
import type { Lang } from '@shop/contract';

/** The page's language, for Intl formatting and direction-aware widgets. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}
