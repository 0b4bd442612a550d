import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAVOURITES_PLACEHOLDERS } from '@shop/contract';
import { usePageMeta } from '../../lib/usePageMeta';
import { EmptyState } from '../../ui/EmptyState';
import { ProductCard } from '../../ui/ProductCard';
import { QueryState } from '../../ui/QueryState';
import { useFavourites, useLists } from './api';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

/** A grey card in the shape of a product card, shown while the favourites load (docs/product.md §9: 19 of them). */
function PlaceholderCard() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink-200/60" aria-hidden="true">
      <div className="aspect-square animate-pulse bg-cream-200" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-4/5 animate-pulse rounded bg-cream-200" />
        <div className="h-3 w-3/5 animate-pulse rounded bg-cream-200" />
        <div className="h-5 w-2/5 animate-pulse rounded bg-cream-300" />
      </div>
    </div>
  );
}

/** /Favourites (docs/product.md §2): 'My Favourite', the products of the favourites list; the heart takes one out. */
export default function FavouritesPage() {
  const { t } = useTranslation('lists');
  usePageMeta(t('myFavourite'));
  const lists = useLists();
  const favourites = useFavourites();
  const products = lists.data?.find((l) => l.fav === 1)?.products ?? [];

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{t('myFavourite')}</h1>
      <QueryState
        query={lists}
        loading={
          <div className={GRID} role="status" aria-label={t('common:loading')}>
            {Array.from({ length: FAVOURITES_PLACEHOLDERS }, (_, i) => (
              <PlaceholderCard key={i} />
            ))}
          </div>
        }
        failed={<EmptyState title={t('fetchFailed')} />}
        isEmpty={() => products.length === 0}
        empty={
          <EmptyState title={t('noFavourites')} text={t('noFavouritesText')}>
            <Link to="/products" className="btn btn-primary">
              {t('browseProducts')}
            </Link>
          </EmptyState>
        }
      >
        {() => (
          <ul className={GRID}>
            {products.map((product, i) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  load={i === 0 ? 'lcp' : i < 4 ? 'eager' : 'lazy'}
                  favourite
                  onFavourite={favourites.toggle}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
