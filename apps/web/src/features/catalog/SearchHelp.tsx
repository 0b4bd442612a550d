// A search that found nothing offers a way on: the closest product names ("did you mean"), the main
// categories and a few best sellers, in the page's language.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard } from '../../ui/ProductCard';
import { searchHelpQuery } from './api';
import { useProductActions } from './useProductActions';

export function SearchHelp({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalog/list');
  const help = useQuery(searchHelpQuery(keyword));
  const actions = useProductActions();
  if (!help.data) return null;
  const { did_you_mean: names, categories, best_sellers: bestSellers } = help.data;
  return (
    <div className="w-full space-y-8 text-start">
      {names.length > 0 && (
        <nav aria-labelledby="did-you-mean" className="flex flex-wrap items-center justify-center gap-2">
          <h3 id="did-you-mean" className="font-semibold text-ink-800">
            {t('searchHelp.didYouMean')}
          </h3>
          {names.map((name) => (
            <Link
              key={name}
              to={`/products?search=${encodeURIComponent(name)}`}
              dir="auto"
              className="inline-flex min-h-11 items-center rounded-full bg-honey-50 px-4 font-semibold text-honey-800 ring-1 ring-honey-200 hover:bg-honey-100"
            >
              {name}
            </Link>
          ))}
        </nav>
      )}
      {categories.length > 0 && (
        <nav aria-labelledby="search-categories">
          <h3 id="search-categories" className="mb-3 text-center font-semibold text-ink-800">
            {t('searchHelp.tryCategories')}
          </h3>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/categories/${c.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-honey-50"
                >
                  {c.cat_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {bestSellers.length > 0 && (
        <section aria-labelledby="search-best-sellers">
          <h3 id="search-best-sellers" className="mb-3 text-center font-semibold text-ink-800">
            {t('searchHelp.bestSellers')}
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
            {bestSellers.map((p) => (
              <li key={p.id}>
                <ProductCard
                  product={p}
                  load="lazy"
                  onAddToCart={() => actions.addToCart(p.id)}
                  adding={actions.addingId === p.id}
                  favourite={actions.isFavourite(p.id)}
                  onFavourite={() => actions.toggleFavourite(p.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
