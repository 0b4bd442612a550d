import { useLang } from '../../i18n';

/**
 * A name in the page's language, and under it the other language's; both aligned to the page's start,
 * each isolated (bdi) so its own direction cannot reorder what is around it.
 */
export function Names({ en, ar, extra }: { en: string; ar: string; extra?: string }) {
  const lang = useLang();
  const [first, second] = lang === 'ar' ? [['ar', ar] as const, ['en', en] as const] : [['en', en] as const, ['ar', ar] as const];
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-semibold text-ink-900">
        <bdi lang={first[0]}>{first[1]}</bdi>
        {extra && <span className="ms-2 text-xs font-normal text-ink-600">{extra}</span>}
      </span>
      <span className="truncate text-sm text-ink-600">
        <bdi lang={second[0]}>{second[1]}</bdi>
      </span>
    </span>
  );
}
