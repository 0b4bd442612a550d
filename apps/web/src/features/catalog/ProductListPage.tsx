import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { SlidersHorizontal } from 'lucide-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category, Group, ProductCard as Product, SubCategory } from '@shop/contract';
import { ApiRefusal } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatNumber, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ProductCard } from '../../ui/ProductCard';
import { SearchHelp } from './SearchHelp';
import { HydrateApart } from '../../lib/HydrateApart';
import { hydrateWhenNear } from '../../lib/hydrateWhenNear';
import { useUrlParams } from '../../lib/useUrlParams';
import { DealCard } from './DealCard';
import { AppliedFilters } from './AppliedFilters';
import {
  applyFilters,
  filtersOf,
  listSourceOf,
  NO_FILTERS,
  pageOf,
  withFilters,
  withoutFilter,
  type Filters,
  type ListSource,
} from './listSource';
import { SortControl } from './SortControl';
import { DidYouMean } from './DidYouMean';
import { categoriesQuery, groupsQuery } from './api';
import { listQuery } from './listQuery';
import { useProductActions } from './useProductActions';

// The overlay and Radix's dialog are not in the page's chunk: the server renders the overlay closed (nothing), and
// a phone loads it when the FILTER button is first pressed (or pointed at, or focused: loaded ahead of the click).
const FilterOverlay = lazy(() => import('./FilterOverlay'));
const preloadFilterOverlay = () => void import('./FilterOverlay');
// The panel's column from 990 px: a phone, which does not show it, never loads its code (Radix's collapsible).
const FilterColumn = hydrateWhenNear('filter-column', () => import('./FilterPanel').then((m) => m.FilterPanel));

/** The query of the list's page `page`, keeping its other parameters (search, category, group). */
function nextPageSearch(query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  next.set('page', String(page));
  return `?${next.toString()}`;
}

/** Below how many results a search offers a closer spelling (as suggest.php answers one). */
const DID_YOU_MEAN_BELOW = 3;

/** Cards in the first rows load their image at once; the rest lazily. */
const EAGER_CARDS = 4;

/** A card's usual height in the list's grid (2 to 4 columns), held by a card not drawn yet (render-near). */
const PRODUCT_CARD_HEIGHT = '[--near-height:350px] sm:[--near-height:380px] lg:[--near-height:355px] xl:[--near-height:400px]';
const DEAL_CARD_HEIGHT = '[--near-height:385px] sm:[--near-height:405px] lg:[--near-height:400px] xl:[--near-height:430px]';

/** The list pages of docs/product.md §2: /products (search, category, group), /products/{homeType}, /categories/{id}, /groups/{id}, /offers. */
export default function ProductListPage() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const source = listSourceOf(pathname, query);
  const page = pageOf(query);
  const applied = filtersOf(query);
  if (!source) return <Navigate to="/notfound" replace />;
  // Another list starts with the panel's choices reset. A new sort, filter or page of the same list keeps them: a
  // choice made while the list is still being redrawn for the last change is not lost.
  return <ProductList key={JSON.stringify(source)} source={source} page={page} applied={applied} />;
}

/** A list's title, for the page and for the server's head (ssr.ts, whose `t` is the common namespace's). */
export function listTitle(
  t: TFunction,
  source: ListSource,
  names: { categories?: Category[]; groups?: Group[]; strip?: SubCategory[] },
): string {
  switch (source.kind) {
    case 'search':
      // Isolated, so an English keyword in an Arabic title (or the reverse) keeps its quotes around it.
      return t('catalog/list:list.searchTitle', { keyword: `\u2068${source.keyword}\u2069` });
    case 'all':
      return t('catalog/list:list.allTitle');
    case 'home':
      return t(`catalog:home.${source.name}`);
    case 'offers':
      return t('catalog/list:list.offersTitle');
    case 'category':
      // A top-level category is in categories.php; a sub-category is in its own strip of siblings.
      return (
        names.categories?.find((c) => c.id === source.id)?.cat_name ??
        names.strip?.find((c) => c.id === source.id)?.group_name ??
        t('catalog/list:list.categoryTitle')
      );
    case 'group':
      return names.groups?.find((g) => g.id === source.id)?.group_name ?? t('catalog/list:list.groupTitle');
  }
}

function useListTitle(source: ListSource, strip: SubCategory[] | undefined) {
  const { t } = useTranslation(['catalog/list', 'catalog']);
  const categories = useQuery({
    ...categoriesQuery,
    enabled: source.kind === 'category',
  });
  const groups = useQuery({ ...groupsQuery, enabled: source.kind === 'group' });
  return listTitle(t, source, {
    categories: categories.data,
    groups: groups.data,
    strip,
  });
}

/** The lists whose filters and sort narrow what they show (filters.php knows no deals or home sets). */
const SORTABLE: ReadonlySet<ListSource['kind']> = new Set(['search', 'all', 'category', 'group']);

function ProductList({ source, page, applied }: { source: ListSource; page: number; applied: Filters | null }) {
  const { t } = useTranslation(['catalog/list', 'catalog']);
  const lang = useLang();
  const actions = useProductActions();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Loaded on first use, then kept mounted so closing returns focus to the button.
  const [overlayUsed, setOverlayUsed] = useState(false);

  // The applied filters live in the URL: a change is a new entry in the history, so Back restores the list before it.
  const [query, changeQuery] = useUrlParams();
  /** Applies filters made from those of the latest URL, which may be ahead of `applied` while the list redraws. */
  const setApplied = (change: (latest: Filters | null) => Filters | null) =>
    changeQuery((latest) => withFilters(latest, change(filtersOf(latest))));
  const list = useInfiniteQuery(listQuery(source, applied, page));
  const categories = useQuery(categoriesQuery);

  const pages = list.data?.pages ?? [];
  const products: Product[] = pages.flatMap((p) => p.products);
  const total = pages[0]?.total ?? 0;
  const strip = pages[0]?.strip;
  const title = useListTitle(source, strip);
  usePageMeta(title, t('list.description', { title }));
  // An unknown or hidden category or group is not found: the page does not exist.
  if (list.error instanceof ApiRefusal && list.error.notFound) return <Navigate to="/notfound" replace />;

  const apply = () => {
    // The filtered list replaces the current one; the panel's choices reset to none (docs/product.md §4) and join
    // those already applied, which the chips above the results show.
    setApplied((latest) => applyFilters(latest, draft));
    setDraft(NO_FILTERS);
    setOverlayOpen(false);
  };
  const clear = () => {
    setApplied(() => null);
    setDraft(NO_FILTERS);
    setOverlayOpen(false);
  };
  const panel = { value: draft, onChange: setDraft, onApply: apply, onClear: clear, categories: categories.data ?? [] };
  const deals = source.kind === 'offers' && !applied;

  return (
    <div className="container-page py-4 sm:py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
        {list.isSuccess && total > 0 && (
          <p className="text-sm text-ink-600" aria-live="polite">
            {t('list.count', { count: total, formatted: formatNumber(total, lang) })}
          </p>
        )}
      </header>

      {strip && strip.length > 0 && (
        <nav aria-label={t('list.subCategories')} className="-mx-1 mb-5 overflow-x-auto pb-1">
          <ul className="flex gap-2 px-1">
            {strip.map((c) => {
              const current = source.kind === 'category' && source.id === c.id;
              return (
                <li key={c.id} className="shrink-0">
                  <Link
                    to={`/categories/${c.id}`}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
                      current
                        ? 'bg-honey-600 text-white ring-honey-600'
                        : 'bg-white text-ink-800 ring-ink-200 hover:bg-honey-50 hover:text-honey-800 hover:ring-honey-300'
                    }`}
                  >
                    {c.group_name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      <div className="min-[990px]:grid min-[990px]:grid-cols-[minmax(0,1fr)_16rem] min-[990px]:gap-8">
        <section aria-labelledby="list-results" className="min-w-0">
          <h2 id="list-results" className="sr-only">
            {applied ? t('list.filteredResults') : t('list.results')}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3 min-[990px]:justify-end">
            <button
              type="button"
              className="btn btn-secondary min-[990px]:hidden"
              onPointerEnter={preloadFilterOverlay}
              onPointerDown={preloadFilterOverlay}
              onFocus={preloadFilterOverlay}
              onClick={() => {
                setOverlayUsed(true);
                setOverlayOpen(true);
              }}
              aria-haspopup="dialog"
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {t('filters.open')}
            </button>
            {SORTABLE.has(source.kind) && (
              <SortControl
                value={applied?.sort}
                searching={source.kind === 'search'}
                onChange={(sort) => setApplied((latest) => (sort ? applyFilters(latest, { sort }) : withoutFilter(latest ?? {}, 'sort')))}
              />
            )}
          </div>
          {source.kind === 'search' && list.isSuccess && products.length < DID_YOU_MEAN_BELOW && <DidYouMean keyword={source.keyword} />}
          {applied && (
            <AppliedFilters
              filters={applied}
              categories={categories.data ?? []}
              onRemove={(key) => setApplied((latest) => withoutFilter(latest ?? {}, key))}
              onClearAll={clear}
            />
          )}

          {list.isPending ? (
            <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
              <span className="sr-only" role="status">
                {t('common:loading')}
              </span>
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="aspect-[3/4] animate-pulse rounded-2xl bg-cream-200" />
              ))}
            </div>
          ) : products.length === 0 ? (
            <EmptyState title={t('list.empty')} text={list.isError ? t('list.failed') : t('list.noProducts')}>
              {!list.isError && source.kind === 'search' && !applied && <SearchHelp keyword={source.keyword} />}
              {list.isError && (
                <button type="button" className="btn btn-primary" onClick={() => void list.refetch()}>
                  {t('catalog:home.retry')}
                </button>
              )}
            </EmptyState>
          ) : (
            <>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
                {products.map((p, i) => {
                  const card = {
                    product: p,
                    load: i === 0 ? ('lcp' as const) : i < EAGER_CARDS ? ('eager' as const) : ('lazy' as const),
                    onAddToCart: () => actions.addToCart(p.id),
                    adding: actions.addingId === p.id,
                    favourite: actions.isFavourite(p.id),
                    onFavourite: () => actions.toggleFavourite(p.id),
                  };
                  if (i < EAGER_CARDS) return <li key={p.id}>{deals ? <DealCard {...card} /> : <ProductCard {...card} />}</li>;
                  // The cards below the first rows are drawn when near the screen and hydrate after the rest. Until
                  // then they keep a card's usual height at each width (measured on the demo catalogue, within 25 px),
                  // so what follows them barely moves when they are drawn.
                  return (
                    <HydrateApart key={p.id}>
                      <li className={`render-near ${deals ? DEAL_CARD_HEIGHT : PRODUCT_CARD_HEIGHT}`}>
                        {deals ? <DealCard {...card} /> : <ProductCard {...card} />}
                      </li>
                    </HydrateApart>
                  );
                })}
              </ul>
              {list.hasNextPage && (
                <div className="mt-8 flex justify-center">
                  {/* A link to the next page for crawlers; a click adds it below, as the spec's Show More. */}
                  <Link
                    to={{
                      search: nextPageSearch(query, page + pages.length),
                    }}
                    className="btn btn-secondary min-w-48"
                    aria-disabled={list.isFetchingNextPage}
                    onClick={(e) => {
                      e.preventDefault();
                      if (!list.isFetchingNextPage) void list.fetchNextPage();
                    }}
                  >
                    {list.isFetchingNextPage ? t('common:loading') : t('list.showMore')}
                  </Link>
                </div>
              )}
            </>
          )}
        </section>

        <aside
          id="filter-column"
          aria-labelledby="filters-title"
          className="hidden self-start rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 min-[990px]:block"
        >
          <h2 id="filters-title" className="text-lg font-bold text-ink-900">
            {t('filters.title')}
          </h2>
          <HydrateApart>
            <FilterColumn {...panel} />
          </HydrateApart>
        </aside>
      </div>

      {/* Below 990 px the panel is an overlay card: the backdrop closes it, a click inside does not. */}
      {overlayUsed && (
        <Suspense fallback={null}>
          <FilterOverlay open={overlayOpen} onOpenChange={setOverlayOpen} title={t('filters.title')} panel={panel} />
        </Suspense>
      )}
    </div>
  );
}
