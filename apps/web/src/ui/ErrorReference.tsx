import { useTranslation } from 'react-i18next';
import { failureReference } from '../api';

/** The request id of a server failure, for the shopper to quote to the shop; nothing for other errors. */
export function ErrorReference({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const id = failureReference(error);
  if (!id) return null;
  return <p className="text-sm text-ink-600">{t('errors.reference', { id })}</p>;
}
