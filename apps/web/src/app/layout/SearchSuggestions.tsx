// The search box's list (SearchBox.tsx): products with picture, name and price, then categories, and a closer
// spelling when few products match, in the page's language, the typed part in bold. Loaded on first typing.
import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@shop/contract';
import { suggestQuery } from '../../features/catalog/api';
import { formatNumber, formatPrice, useLang } from '../../i18n';
import { Picture } from '../../ui/Picture';
import { productPath } from '../../ui/ProductCard';

type Suggestion =
  | { kind: 'spelling'; href: string; name: string }
  | { kind: 'product'; href: string; product: ProductCard }
  | { kind: 'category'; href: string; name: string };

const searchPath = (keyword: string) => `/products?search=${encodeURIComponent(keyword)}`;

/** The name with the first place it holds what was typed (the whole, else its longest word) in bold. */
function Typed({ name, keyword, lang }: { name: string; keyword: string; lang: string }) {
  const lower = name.toLocaleLowerCase(lang);
  const [part] = [keyword, ...keyword.split(/\s+/).sort((a, b) => b.length - a.length)]
    .map((k) => k.toLocaleLowerCase(lang))
    .filter((k) => k.length >= 2 && lower.includes(k));
  if (!part) return <>{name}</>;
  const at = lower.indexOf(part);
  return (
    <>
      {name.slice(0, at)}
      <b className="font-bold text-ink-950">{name.slice(at, at + part.length)}</b>
      {name.slice(at + part.length)}
    </>
  );
}

interface SearchSuggestionsProps {
  /** The listbox's id, which the box names in aria-controls; each option's is `${id}-${index}`. */
  id: string;
  keyword: string;
  open: boolean;
  /** The option the arrow keys are on (-1: none). */
  active: number;
  /** Tells the box the options' links, in order, for its arrow keys and Enter. */
  onOptions: (hrefs: string[]) => void;
  onPick: (href: string) => void;
}

export default function SearchSuggestions({ id, keyword, open, active, onOptions, onPick }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  // The last answer stays while the next is asked, so the list does not flicker as the shopper types.
  const suggest = useQuery({ ...suggestQuery(keyword), placeholderData: keepPreviousData });
  const suggestions = useMemo((): Suggestion[] => {
    const data = suggest.data;
    if (!data) return [];
    return [
      ...(data.did_you_mean ? [{ kind: 'spelling' as const, href: searchPath(data.did_you_mean), name: data.did_you_mean }] : []),
      ...data.products.map((product) => ({ kind: 'product' as const, href: productPath(product.id), product })),
      ...data.categories.map((c) => ({ kind: 'category' as const, href: `/categories/${c.id}`, name: c.cat_name })),
    ];
  }, [suggest.data]);
  useEffect(() => {
    onOptions(suggestions.map((s) => s.href));
    return () => onOptions([]);
  }, [suggestions, onOptions]);

  const option = (s: Suggestion, index: number) => (
    <li
      key={s.href}
      id={`${id}-${index}`}
      role="option"
      aria-selected={index === active}
      onClick={() => onPick(s.href)}
      className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-start text-ink-800 hover:bg-cream-100 aria-selected:bg-honey-50 aria-selected:text-ink-950"
    >
      {s.kind === 'product' ? (
        <>
          <Picture
            src={s.product.main_image}
            alt=""
            sizes="48px"
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg bg-cream-100 object-cover"
          />
          <span dir="auto" className="min-w-0 flex-1 truncate">
            <Typed name={s.product.name} keyword={keyword} lang={lang} />
          </span>
          <span className="shrink-0 text-sm font-semibold tabular-nums text-ink-900">{formatPrice(s.product.sale_price, lang)}</span>
        </>
      ) : s.kind === 'category' ? (
        <span dir="auto">
          <Typed name={s.name} keyword={keyword} lang={lang} />
        </span>
      ) : (
        <span>
          {t('nav.didYouMean')} <bdi className="font-bold text-honey-800">{s.name}</bdi>
        </span>
      )}
    </li>
  );
  const groups: { key: string; label: string; items: [Suggestion, number][] }[] = [];
  suggestions.forEach((s, i) => {
    const key = s.kind === 'category' ? 'categories' : 'products';
    const group = groups.find((g) => g.key === key) ?? groups[groups.push({ key, label: t(`nav.suggest.${key}`), items: [] }) - 1]!;
    group.items.push([s, i]);
  });

  return (
    <>
      <p role="status" className="sr-only">
        {open && suggest.data
          ? t('nav.suggestionCount', { count: suggestions.length, formatted: formatNumber(suggestions.length, lang) })
          : ''}
      </p>
      {open && suggestions.length > 0 && (
        // Pressing inside the list keeps the focus in the box, so the box does not close it before the tap lands.
        <div
          role="listbox"
          id={id}
          aria-label={t('nav.suggestions')}
          onPointerDown={(e) => e.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white py-2 shadow-card ring-1 ring-ink-200 max-sm:-mx-4 max-sm:rounded-none"
        >
          {groups.map((g) => (
            <ul key={g.key} role="group" aria-label={g.label}>
              <li
                role="presentation"
                aria-hidden="true"
                className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-600"
              >
                {g.label}
              </li>
              {g.items.map(([s, i]) => option(s, i))}
            </ul>
          ))}
        </div>
      )}
    </>
  );
}
