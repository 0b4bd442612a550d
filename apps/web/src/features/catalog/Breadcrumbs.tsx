import { SpriteIcon } from '../../ui/SpriteIcon';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Home › steps…; the last step is the current page (not a link). Chevrons point the reading way. */
export function Breadcrumbs({ steps }: { steps: { name: string; path: string }[] }) {
  const { t } = useTranslation('catalog/product');
  const all = [{ name: t('details.home'), path: '/' }, ...steps];
  return (
    <nav aria-label={t('details.breadcrumb')} className="mb-4 text-sm text-ink-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {all.map((s, i) =>
          i === all.length - 1 ? (
            <li key={s.path} aria-current="page" className="min-w-0 max-w-full truncate font-medium text-ink-900">
              {s.name}
            </li>
          ) : (
            <li key={s.path} className="flex items-center gap-1">
              <Link to={s.path} className="rounded underline-offset-2 hover:text-honey-800 hover:underline">
                {s.name}
              </Link>
              <SpriteIcon name="chevron-right" size={14} className="flip-rtl text-ink-400" />
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
