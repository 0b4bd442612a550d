import { useTranslation } from 'react-i18next';

/** What an empty section of a console page says, so it never shows as a bare heading. */
export function NothingYet() {
  const { t } = useTranslation('console');
  return <p className="text-sm text-ink-600">{t('nothingYet')}</p>;
}
