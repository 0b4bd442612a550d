import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api';
import { useWarnThenGo } from '../../lib/guards';
import { HydrateApart } from '../../lib/HydrateApart';
import { hydrateWhenNear } from '../../lib/hydrateWhenNear';
import { usePageMeta } from '../../lib/usePageMeta';
import { Carousel } from '../../ui/Carousel';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Picture } from '../../ui/Picture';
import { allOf, QueryFailed, QueryState } from '../../ui/QueryState';
import { HomeBanner } from './HomeBanner';
import { ProductSlider } from './ProductSlider';
import { groupsQuery, homeQuery } from './api';
import { useProductActions } from './useProductActions';

// At the page's end: its code comes as it nears the screen (an email field the spec gives no behaviour).
const Newsletter = hydrateWhenNear('newsletter', () => import('./Newsletter').then((m) => m.Newsletter));

/** Home (docs/product.md §2): groups, banner, categories, three product sliders, newsletter. */
export default function HomePage() {
  const { t } = useTranslation('catalog');
  usePageMeta(undefined, t('home.description'));
  const warnThenGo = useWarnThenGo();
  const actions = useProductActions();

  const home = useQuery(homeQuery);
  const groups = useQuery(groupsQuery);

  // An invalid session (docs/product.md §6): 'You must login first' for 2 s, then /login.
  const wrongKey = [home.error, groups.error].some((e) => e instanceof ApiRefusal && e.wrongKey);
  useEffect(() => (wrongKey ? warnThenGo(t('common:loginFirst'), '/login') : undefined), [wrongKey, warnThenGo, t]);

  return (
    // The loading veil stays until both calls have answered (docs/product.md §2).
    <QueryState
      query={allOf(home, groups)}
      loading={
        <div className="container-page relative min-h-[80vh] space-y-8 py-6" aria-busy="true">
          <div className="aspect-[64/25] rounded-3xl bg-cream-200" />
          <LoadingOverlay />
        </div>
      }
      failed={(error) => (
        <div className="container-page">
          <QueryFailed
            title={t('home.failed')}
            error={error}
            onRetry={wrongKey ? undefined : () => void Promise.all([home.refetch(), groups.refetch()])}
            retryLabel={t('home.retry')}
          />
        </div>
      )}
    >
      {([data, groupList]) => (
        <div className="container-page space-y-10 py-4 sm:space-y-14 sm:py-6">
          <h1 className="sr-only">{t('home.heading')}</h1>

          {groupList.length > 0 && (
            <nav aria-label={t('home.groups')}>
              <Carousel label={t('home.groups')} slides="chips" dragFree>
                {groupList.map((g) => (
                  <Link
                    key={g.id}
                    to={`/groups/${g.id}`}
                    className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-white px-5 text-sm font-semibold text-ink-800 shadow-card ring-1 ring-ink-200/70 transition-colors hover:bg-honey-50 hover:text-honey-800 hover:ring-honey-300"
                  >
                    {g.group_name}
                  </Link>
                ))}
              </Carousel>
            </nav>
          )}

          <HomeBanner banners={data.slider} />

          {data.categories.length > 0 && (
            <section className="space-y-4">
              <h2 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{t('home.categories')}</h2>
              <Carousel label={t('home.categories')} slides="icons">
                {data.categories.map((c) => (
                  <Link
                    key={c.id}
                    to={`/categories/${c.id}`}
                    className="group flex flex-col items-center gap-2 rounded-2xl p-1 text-center"
                  >
                    <span className="flex aspect-square w-full max-w-28 items-center justify-center overflow-hidden rounded-full bg-white shadow-card ring-1 ring-ink-200/70 transition group-hover:ring-2 group-hover:ring-honey-400">
                      {/* A quarter of a phone's width less the page's margins; from sm up the circle's most (max-w-28). */}
                      <Picture
                        src={c.icon}
                        sizes="(min-width: 640px) 112px, 22vw"
                        alt=""
                        width={160}
                        height={160}
                        className="size-full object-cover"
                      />
                    </span>
                    <span className="line-clamp-2 text-sm font-semibold leading-tight text-ink-800 group-hover:text-honey-800">
                      {c.cat_name}
                    </span>
                  </Link>
                ))}
              </Carousel>
            </section>
          )}

          <ProductSlider title={t('home.products')} moreTo="/products/products" products={data.products} actions={actions} />
          <ProductSlider title={t('home.selected')} moreTo="/products/selected" products={data.selected_products} actions={actions} />
          <ProductSlider title={t('home.new')} moreTo="/products/new" products={data.new_products} actions={actions} />

          <HydrateApart>
            <Newsletter />
          </HydrateApart>
        </div>
      )}
    </QueryState>
  );
}
