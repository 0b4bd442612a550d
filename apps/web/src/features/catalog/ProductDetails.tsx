import { Carousel } from '../../ui/Carousel';
import { TabbyPromo, TamaraPromo } from '../../ui/InstalmentsPromo';
import { MixedText } from '../../ui/MixedText';
import { PhotoThumbnails } from '../../ui/PhotoThumbnails';
import { Price } from '../../ui/Price';
import { ProductCard } from '../../ui/ProductCard';
import { QuantityControl } from '../../ui/QuantityControl';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { Stars } from '../../ui/Stars';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOW_STOCK_BELOW, type ProductDetail, type Review } from '@shop/contract';
import { formatDate, formatNumber, formatPercent, useLang } from '../../i18n';
import { BuyingPromises } from './BuyingPromises';
import { Gallery } from './Gallery';
import { RatingSummary } from './RatingSummary';
import { HydrateApart } from '../../lib/HydrateApart';
import { StickyBuyBar } from './StickyBuyBar';
import { VariationSelectors } from './VariationSelectors';
import { ProductFacts } from './ProductFacts';

export interface ProductDetailsProps {
  product: ProductDetail;
  /** Adds `quantity` units of this product to the cart. */
  onAddToCart: (quantity: number) => void;
  addingToCart?: boolean;
  onFavourite: () => void;
  /** The product is in the customer's favourites: the heart is pressed. */
  favourite?: boolean;
  favouriteBusy?: boolean;
  /**
   * Integration point for the lists feature: opens its add-to-list dialog (docs/product.md §2: checkboxes of the
   * customer's lists, an 'add new list' link, a save button). The button shows once it is given.
   */
  onAddToList?: () => void;
  /** Add to cart and favourite for the similar products' cards. */
  onAddCardToCart?: (productId: number) => void;
  addingCardId?: number | null;
  onFavouriteCard?: (productId: number) => void;
  /** The similar product is in the customer's favourites. */
  isFavouriteCard?: (productId: number) => boolean;
  /** Shown instead of add to cart while the product is out of stock (the back-in-stock request). */
  outOfStockAction?: ReactNode;
}

/** The shop's answer under a review (written in the console's reviews). */
function ShopAnswer({ reply }: { reply: string }) {
  const { t } = useTranslation('catalog/product');
  return (
    <div className="ms-4 rounded-xl border-s-4 border-honey-300 bg-cream-100 px-3 py-2 text-sm">
      <p className="font-semibold text-ink-900">{t('reviewAnswer.title')}</p>
      <p dir="auto" className="whitespace-pre-line text-start text-ink-700">
        {reply}
      </p>
    </div>
  );
}

/** The photos a reviewer sent: a row of thumbnails, each opening the photo itself. */
function ReviewPhotos({ review }: { review: Review }) {
  const { t } = useTranslation('catalog/product');
  return (
    <PhotoThumbnails
      photos={review.photos.map((p) => ({ href: p.photo, src: p.thumbnail_photo }))}
      label={t('reviewPhotos.label', { name: review.name })}
      altOf={(n) => t('reviewPhotos.photo', { n, total: review.photos.length })}
    />
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('catalog/product');
  const lang = useLang();
  return (
    <li className="space-y-2 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60">
      <div className="flex items-center gap-3">
        {review.profile_photo ? (
          <img src={review.profile_photo} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-honey-100 font-bold text-honey-800">
            {review.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p dir="auto" className="truncate text-start font-semibold text-ink-900">
            {review.name}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-600">
            <time dateTime={review.added_on}>{formatDate(review.added_on, lang)}</time>
            {review.verified && (
              <span className="inline-flex items-center gap-1 font-semibold text-herb-700">
                <SpriteIcon name="shield-check" size={14} />
                {t('verifiedPurchase')}
              </span>
            )}
          </p>
        </div>
        <Stars rating={review.rating} size={14} className="ms-auto" />
      </div>
      {/* Reviews are written in either language: each keeps its own direction and punctuation on any page. */}
      <h3 dir="auto" className="text-start font-semibold text-ink-900">
        {review.title}
      </h3>
      <p dir="auto" className="whitespace-pre-line text-start text-ink-700">
        {review.description}
      </p>
      {review.photos.length > 0 && <ReviewPhotos review={review} />}
      {review.reply && <ShopAnswer reply={review.reply} />}
    </li>
  );
}

/** The product page's body (docs/product.md §2 Product details, §5 quantity and price display). */
export function ProductDetails({
  product,
  onAddToCart,
  addingToCart = false,
  onFavourite,
  favourite = false,
  favouriteBusy = false,
  onAddToList,
  onAddCardToCart,
  addingCardId = null,
  onFavouriteCard,
  isFavouriteCard,
  outOfStockAction,
}: ProductDetailsProps) {
  const { t } = useTranslation('catalog/product');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const [quantity, setQuantity] = useState(1);
  const addButton = useRef<HTMLButtonElement>(null);
  const reviewCount = product.rating_summary.count;
  const inStock = product.stock > 0;
  const photos = product.photos.length > 0 ? product.photos : [{ photo: product.main_image, thumbnail_photo: product.main_image }];

  return (
    <div className="space-y-12">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <Gallery photos={photos} name={product.name} dimmed={!inStock} />

        <div className="space-y-5">
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              <MixedText text={product.name} />
            </h1>
            {product.short_desc && (
              <p className="text-lg text-ink-700">
                <MixedText text={product.short_desc} />
              </p>
            )}
            {reviewCount > 0 ? (
              <p className="flex items-center gap-2 text-sm text-ink-600">
                <Stars rating={product.rating} size={18} />
                <a href="#details-reviews" className="underline-offset-2 hover:underline">
                  {t('details.reviewCount', { count: reviewCount, formatted: formatNumber(reviewCount, lang) })}
                </a>
              </p>
            ) : (
              <p className="text-sm text-ink-600">{tc('product.noReviews')}</p>
            )}
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <Price sale={product.sale_price} list={product.list_price} size="lg" />
            {product.discount > 0 && (
              <span className="rounded-full bg-honey-600 px-2.5 py-1 text-sm font-bold text-white tabular-nums">
                {tc('product.discount', { percent: formatPercent(product.discount, lang) })}
              </span>
            )}
          </div>
          <p className="-mt-3 text-xs text-ink-600">{t('details.vatIncluded')}</p>
          <TabbyPromo amount={product.sale_price} />
          <TamaraPromo amount={product.sale_price} className="-mt-3" />
          <BuyingPromises />

          <p className={`text-sm font-semibold ${inStock ? 'text-herb-700' : 'text-danger-700'}`}>
            {inStock
              ? product.stock < LOW_STOCK_BELOW
                ? t('details.fewLeft', { count: product.stock, formatted: formatNumber(product.stock, lang) })
                : t('details.inStock')
              : tc('product.outOfStock')}
          </p>

          <VariationSelectors key={product.id} productId={product.id} variations={product.variations} />

          <div className="flex flex-wrap items-center gap-3 border-t border-ink-200/70 pt-5">
            {!inStock && outOfStockAction}
            {inStock && (
              <>
                <QuantityControl value={quantity} onChange={setQuantity} min={1} max={product.stock} disabled={addingToCart} />
                <button
                  ref={addButton}
                  type="button"
                  className="btn btn-primary flex-1 sm:min-w-44 sm:flex-none"
                  disabled={addingToCart}
                  onClick={() => onAddToCart(quantity)}
                >
                  <SpriteIcon name="shopping-bag" size={18} />
                  {tc('product.addToCart')}
                </button>
              </>
            )}
            {onAddToList && (
              <button type="button" className="btn btn-secondary" onClick={onAddToList}>
                <SpriteIcon name="list-plus" size={18} />
                {t('details.addToList')}
              </button>
            )}
            <button
              type="button"
              className="icon-btn bg-white ring-1 ring-ink-200"
              disabled={favouriteBusy}
              onClick={onFavourite}
              aria-pressed={favourite}
              aria-label={tc(favourite ? 'product.removeFavourite' : 'product.addFavourite', { name: product.name })}
            >
              <SpriteIcon name="heart" size={20} className={favourite ? 'fill-danger-600 text-danger-600' : 'text-danger-600'} />
            </button>
          </div>
        </div>
      </div>

      {product.description && (
        <section aria-labelledby="details-description" className="max-w-3xl space-y-3">
          <h2 id="details-description" className="text-xl font-bold text-ink-900">
            {t('details.description')}
          </h2>
          <p className="whitespace-pre-line leading-relaxed text-ink-800">
            <MixedText text={product.description} />
          </p>
        </section>
      )}
      <ProductFacts facts={product.facts} />

      <HydrateApart>
        <section aria-labelledby="details-reviews" className="render-near space-y-4">
          <h2 id="details-reviews" className="text-xl font-bold text-ink-900">
            {t('details.reviews')}
          </h2>
          {reviewCount === 0 ? (
            <p className="text-ink-600">{t('details.noReviews')}</p>
          ) : (
            <RatingSummary summary={product.rating_summary} />
          )}
          {product.reviews.length > 0 && (
            <ul className="grid gap-4 md:grid-cols-2">
              {product.reviews.map((r, i) => (
                <ReviewItem key={i} review={r} />
              ))}
            </ul>
          )}
        </section>
      </HydrateApart>

      {product.similar_products.length > 0 && (
        <HydrateApart>
          {/* Until drawn it holds its usual height (measured: 377-390 px on phones, 425-435 px wider). */}
          <section aria-labelledby="details-similar" className="render-near space-y-4 [--near-height:385px] sm:[--near-height:430px]">
            <h2 id="details-similar" className="text-xl font-bold text-ink-900">
              {t('details.similar')}
            </h2>
            <Carousel label={t('details.similar')} slides="cards">
              {product.similar_products.map((p) => (
                <ProductCard
                  key={p.id}
                  product={p}
                  onAddToCart={onAddCardToCart && (() => onAddCardToCart(p.id))}
                  adding={addingCardId === p.id}
                  favourite={isFavouriteCard?.(p.id)}
                  onFavourite={onFavouriteCard && (() => onFavouriteCard(p.id))}
                />
              ))}
            </Carousel>
          </section>
        </HydrateApart>
      )}
      {inStock && (
        <StickyBuyBar
          watch={addButton}
          name={product.name}
          sale={product.sale_price}
          list={product.list_price}
          onAddToCart={() => onAddToCart(quantity)}
          disabled={addingToCart}
        />
      )}
    </div>
  );
}
