import { Carousel } from '../../ui/Carousel';
import { ProductCard } from '../../ui/ProductCard';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard as Product } from '@shop/contract';
import { HydrateApart } from '../../lib/HydrateApart';
import type { useProductActions } from './useProductActions';

interface ProductSliderProps {
  title: string;
  /** The 'more' link: the full list of this set. */
  moreTo: string;
  products: Product[];
  /** Add to cart and favourite, shared by the page's sliders. */
  actions: ReturnType<typeof useProductActions>;
}

/** A titled row of product cards with a link to see them all (the home's three sliders). */
export function ProductSlider({ title, moreTo, products, actions }: ProductSliderProps) {
  const { t } = useTranslation('catalog');
  if (products.length === 0) return null;
  return (
    <HydrateApart>
      {/* Until drawn it holds a slider's usual height (measured: 393-406 px on phones, 441-451 px wider). */}
      <section className="render-near space-y-4 [--near-height:400px] sm:[--near-height:445px]">
        <div className="flex items-end justify-between gap-4">
          <h2 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{title}</h2>
          <Link
            to={moreTo}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-honey-700 hover:bg-honey-50 hover:text-honey-800"
          >
            {t('home.more')}
            {/* Which list, for screen readers and search engines; the heading beside says it to the eye. */}
            <span className="sr-only">: {title}</span>
            <SpriteIcon name="chevron-right" size={16} className="flip-rtl" />
          </Link>
        </div>
        <Carousel label={title} slides="cards">
          {products.map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              onAddToCart={() => actions.addToCart(p.id)}
              adding={actions.addingId === p.id}
              favourite={actions.isFavourite(p.id)}
              onFavourite={() => actions.toggleFavourite(p.id)}
            />
          ))}
        </Carousel>
      </section>
    </HydrateApart>
  );
}
