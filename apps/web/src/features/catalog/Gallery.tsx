import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@shop/contract';
import { formatNumber, useLang } from '../../i18n';
import { Picture } from '../../ui/Picture';

// The full-size slider (a dialog, a carousel, pinch zoom) in a chunk of its own: a product page loads it when the
// shopper first points at or touches the main picture, not with the page.
const loadSlider = () => import('./GallerySlider');
const GallerySlider = lazy(() => loadSlider().then((m) => ({ default: m.GallerySlider })));

interface GalleryProps {
  photos: Photo[];
  name: string;
  /** Greyed when the product is out of stock. */
  dimmed?: boolean;
}

/**
 * The product gallery (docs/product.md §2 Product details): the main image with hover zoom, thumbnails to choose
 * it, and a click on it opens a full-size slider at that photo.
 */
export function Gallery({ photos, name, dimmed = false }: GalleryProps) {
  const { t } = useTranslation('catalog/product');
  const lang = useLang();
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  // Where the pointer is over the main image, in percent of its box: the zoom's centre.
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const photo = photos[current] ?? photos[0];
  if (!photo) return null;

  const follow = (e: MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setZoom({ x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        // A touch or a pointer arriving (or the keyboard's focus) fetches the slider before the click that opens it.
        onPointerEnter={() => void loadSlider()}
        onFocus={() => void loadSlider()}
        onMouseMove={follow}
        onMouseLeave={() => setZoom(null)}
        aria-label={t('details.openGallery', { name })}
        className="block aspect-square w-full cursor-zoom-in overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ink-200/60"
      >
        {/* The product page's LCP picture. */}
        <Picture
          src={photo.photo}
          sizes="(min-width: 1024px) 36rem, 100vw"
          alt={name}
          width={1024}
          height={1024}
          load="lcp"
          className={`size-full object-cover transition-transform duration-200 ${dimmed ? 'opacity-70 grayscale-[40%]' : ''}`}
          style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
        />
      </button>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('details.photos')}>
          {photos.map((p, i) => (
            <li key={p.photo} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-current={i === current ? 'true' : undefined}
                aria-label={t('details.showPhoto', { n: formatNumber(i + 1, lang), total: formatNumber(photos.length, lang) })}
                className={`block size-16 overflow-hidden rounded-xl bg-white ring-2 transition sm:size-20 ${
                  i === current ? 'ring-honey-500' : 'ring-transparent hover:ring-ink-300'
                }`}
              >
                <Picture src={p.thumbnail_photo} sizes="80px" alt="" width={160} height={160} className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <GallerySlider photos={photos} name={name} start={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
