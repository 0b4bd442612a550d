import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_ROTATE_MS, type HomeBanner as Banner } from '@shop/contract';
import { Picture } from '../../ui/Picture';
import { productPath } from '../../ui/ProductCard';

/** Another banner than the current one, chosen at random (docs/product.md §2 Home). */
export function otherBannerIndex(count: number, current: number, random: () => number = Math.random): number {
  if (count < 2) return current;
  const pick = Math.floor(random() * (count - 1));
  return pick >= current ? pick + 1 : pick;
}

/**
 * The home banner: its picture (no words in it) with its title, subtitle and button as text on the
 * picture's start side (below it on a phone, where the picture is too low to hold them). The button opens
 * the product and stretches over the whole banner; it changes to a different random banner every 10 s.
 */
export function HomeBanner({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (banners.length < 2) return;
    // Restarts after a manual choice, so a chosen banner also stays its full 10 s.
    const timer = window.setInterval(() => setIndex((i) => otherBannerIndex(banners.length, i)), BANNER_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [banners.length, index]);

  const shown = Math.min(index, banners.length - 1);
  const banner = banners[shown];
  if (!banner) return null;
  return (
    <section aria-label={t('home.banners')}>
      <div className="relative grid overflow-hidden rounded-3xl bg-cream-50 shadow-card ring-1 ring-ink-200/50">
        {/* The home page's LCP picture: loaded at once and first. */}
        <Picture
          key={banner.image}
          src={banner.image}
          sizes="(min-width: 1280px) 1248px, 100vw"
          alt={banner.alt}
          width={1024}
          height={400}
          load="lcp"
          className="col-start-1 row-start-1 aspect-[64/25] w-full animate-[banner-in_600ms_ease-out] bg-cream-200 object-cover md:h-full"
        />
        {/* Every banner's words share one place, only the current one visible, so the banner keeps its height as
            they change. From tablet width they lie on the picture's start side, over a scrim fading towards the product. */}
        <div className="col-start-1 row-start-2 grid md:row-start-1 md:w-[58%] md:justify-self-start md:bg-linear-to-r md:from-cream-50 md:from-40% md:via-cream-50/85 md:via-70% md:to-cream-50/0 rtl:md:bg-linear-to-l">
          {banners.map((b, i) => (
            <div
              key={i}
              aria-hidden={i === shown ? undefined : true}
              inert={i !== shown}
              className={`col-start-1 row-start-1 flex flex-col items-start justify-center gap-2 p-4 sm:p-5 md:p-8 md:pe-16 lg:p-12 lg:pe-20 ${i === shown ? '' : 'invisible'}`}
            >
              <h2 dir="auto" className="text-2xl font-bold leading-tight tracking-tight text-balance text-ink-900 md:text-3xl lg:text-4xl">
                {b.title}
              </h2>
              {b.subtitle && (
                <p dir="auto" className="text-sm text-ink-800 sm:text-base lg:text-lg">
                  {b.subtitle}
                </p>
              )}
              {/* The one link of the banner, stretched over all of it: the picture opens the product too. */}
              <Link
                to={productPath(b.product_id)}
                dir="auto"
                className="btn btn-primary mt-1 after:absolute after:inset-0 after:rounded-3xl after:content-[''] md:mt-3"
              >
                {b.button}
              </Link>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        // Below the picture, not over it: on a phone the banner is too low to cover its drawing.
        <div className="mt-1 flex justify-center gap-1">
          {banners.map((b, i) => (
            <button
              key={b.image}
              type="button"
              onClick={() => setIndex(i)}
              aria-current={i === index}
              aria-label={t('home.showBanner', {
                n: i + 1,
                total: banners.length,
              })}
              className="group/dot flex size-7 items-center justify-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-honey-600' : 'w-2 bg-ink-300 group-hover/dot:bg-ink-500'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
