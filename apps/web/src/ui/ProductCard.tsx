import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard as Product } from '@shop/contract';
import { formatNumber, formatPercent } from '../i18n/format';
import { useLang } from '../i18n/useLang';
import { Picture, type PictureLoad } from './Picture';
import { Price } from './Price';
import { SpriteIcon } from './SpriteIcon';
import { Stars } from './Stars';
import { MixedText } from './MixedText';

export const productPath = (id: number) => `/Details/${id}`;

/** Card widths in the grids and sliders (2 per row on phones up to 6 on wide screens). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 200px, (min-width: 1024px) 20vw, (min-width: 640px) 30vw, 50vw';

interface ProductCardProps {
  product: Product;
  /** Cards visible without scrolling load their picture at once ('eager'; the page's first one 'lcp'); the rest lazily. */
  load?: PictureLoad;
  /** The favourite toggle is shown unless hidden here, when the page handles favourites. */
  showFavourite?: boolean;
  favourite?: boolean;
  onFavourite?: (product: Product) => void;
  /** Shows the add-to-cart overlay (for products in stock). */
  onAddToCart?: (product: Product) => void;
  /** An add-to-cart call for this card is under way. */
  adding?: boolean;
  imageSizes?: string;
}

/** A product in a list or slider (docs/product.md §2 Product card); the whole card opens the product's page. */
export function ProductCard({
  product,
  load = 'lazy',
  showFavourite = true,
  favourite = false,
  onFavourite,
  onAddToCart,
  adding = false,
  imageSizes = CARD_IMAGE_SIZES,
}: ProductCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const inStock = product.quantity > 0;

  return (
    <article className="group product-card">
      <div className="relative aspect-square overflow-hidden bg-cream-200">
        <Picture
          src={product.main_image}
          sizes={imageSizes}
          alt=""
          width={640}
          height={640}
          load={load}
          className={`size-full object-cover transition-transform duration-500 group-hover:scale-[1.04] ${inStock ? '' : 'opacity-60 grayscale-[40%]'}`}
        />
        {product.discount > 0 && (
          <span className="absolute top-2.5 start-2.5 rounded-full bg-honey-600 px-2.5 py-1 text-xs font-bold text-white tabular-nums shadow-sm">
            {t('product.discount', {
              percent: formatPercent(product.discount, lang),
            })}
          </span>
        )}
        {!inStock && (
          <span className="absolute inset-x-3 bottom-3 rounded-full bg-ink-900/85 py-1.5 text-center text-xs font-semibold tracking-wide text-cream-50">
            {t('product.outOfStock')}
          </span>
        )}
        {showFavourite && onFavourite && (
          <button
            type="button"
            onClick={() => onFavourite(product)}
            aria-pressed={favourite}
            aria-label={t(favourite ? 'product.removeFavourite' : 'product.addFavourite', { name: product.name })}
            className="icon-btn absolute top-1 end-1 z-10 bg-white/85 shadow-sm backdrop-blur hover:bg-white"
          >
            <SpriteIcon name="heart" size={18} className={favourite ? 'fill-danger-600 text-danger-600' : 'text-ink-700'} />
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {/* Ratings are 1 to 5 stars, so a mean of 0 means no review yet: say so rather than show five empty stars. */}
        {product.rating > 0 ? (
          <p className="flex items-center gap-1">
            <Stars rating={product.rating} size={14} />
            {product.rating_count > 0 && (
              // Seen as "(12)" beside the stars; heard as "12 reviews".
              <span className="text-xs leading-[14px] text-ink-600 tabular-nums">
                <span aria-hidden="true">({formatNumber(product.rating_count, lang)})</span>
                <span className="sr-only">
                  {t('product.reviewCount', { count: product.rating_count, formatted: formatNumber(product.rating_count, lang) })}
                </span>
              </span>
            )}
          </p>
        ) : (
          <span className="text-xs leading-[14px] text-ink-600">{t('product.noReviews')}</span>
        )}
        <h3 className="line-clamp-2 text-[0.9375rem] font-semibold leading-snug text-ink-900">
          {/* The stretched link makes the whole card open the product; the buttons sit above it. */}
          <Link to={productPath(product.id)} className="product-card-link">
            <MixedText text={product.name} />
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm leading-snug text-ink-600">
          <MixedText text={product.short_desc} />
        </p>
        <Price sale={product.sale_price} list={product.list_price} className="mt-auto pt-2" />
      </div>
      {inStock && onAddToCart && (
        <div className="product-card-add">
          <button
            type="button"
            disabled={adding}
            onClick={() => onAddToCart(product)}
            className="btn btn-primary relative z-10 w-full gap-1.5 whitespace-nowrap px-3 text-sm [@media(hover:hover)]:shadow-lift"
          >
            {/* A 360 px phone's card is 150 px wide: with the system's Arabic font (the shop's own is optional and may
                not arrive in time) the label alone fills the button, so the bag gives way to keep it on one line. */}
            <SpriteIcon name="shopping-bag" size={17} className="shrink-0 @max-[10rem]:hidden" />
            {t('product.addToCart')}
          </button>
        </div>
      )}
    </article>
  );
}
