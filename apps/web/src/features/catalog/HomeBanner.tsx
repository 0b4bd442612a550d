import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_ROTATE_MS } from '@shop/contract';
import { Picture } from '../../ui/Picture';
import { productPath } from '../../ui/ProductCard';

export interface Banner {
  product_id: number;
  image: string;
}

/** Another banner than the current one, chosen at random (docs/product.md §2 Home). */
export function otherBannerIndex(count: number, current: number, random: () => number = Math.random): number {
  if (count < 2) return current;
  const pick = Math.floor(random() * (count - 1));
  return pick >= current ? pick + 1 : pick;
}

/** The home banner: links to its product and changes to a different random banner every 10 s. */
export function HomeBanner({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (banners.length < 2) return;
    // Restarts after a manual choice, so a chosen banner also stays its full 10 s.
    const timer = window.setInterval(() => setIndex((i) => otherBannerIndex(banners.length, i)), BANNER_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [banners.length, index]);

  const banner = banners[Math.min(index, banners.length - 1)];
  if (!banner) return null;
  return (
    <section aria-label={t('home.banners')}>
      <Link
        to={productPath(banner.product_id)}
        className="block overflow-hidden rounded-3xl bg-cream-200 shadow-card ring-1 ring-ink-200/50"
      >
        {/* The home page's LCP picture (issue 13): loaded at once and first. */}
        <Picture
          key={banner.image}
          src={banner.image}
          sizes="(min-width: 1280px) 1248px, 100vw"
          alt={t('home.bannerAlt')}
          width={1024}
          height={400}
          load="lcp"
          className="aspect-[64/25] w-full animate-[banner-in_600ms_ease-out] object-cover"
        />
      </Link>
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
