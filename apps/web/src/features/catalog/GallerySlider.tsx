import { useCallback, useEffect, useSyncExternalStore } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@shop/contract';
import { formatNumber, useLang } from '../../i18n';
import { Picture } from '../../ui/Picture';
import { usePinchZoom } from './usePinchZoom';

/** Every photo full size, one at a time, starting at `start`; it runs right to left in Arabic. */
export function GallerySlider({ photos, name, start, onClose }: { photos: Photo[]; name: string; start: number; onClose: () => void }) {
  const { t } = useTranslation('catalog/product');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const pinch = usePinchZoom();
  const [viewport, embla] = useEmblaCarousel({
    startIndex: start,
    direction: lang === 'ar' ? 'rtl' : 'ltr',
    loop: photos.length > 1,
    watchDrag: () => !pinch.isZoomed(),
  });
  const subscribe = useCallback(
    (changed: () => void) => {
      embla?.on('select', changed);
      return () => void embla?.off('select', changed);
    },
    [embla],
  );
  // Another photo starts unzoomed.
  const { reset } = pinch;
  useEffect(() => {
    embla?.on('select', reset);
    return () => void embla?.off('select', reset);
  }, [embla, reset]);
  const index = useSyncExternalStore(subscribe, () => embla?.selectedScrollSnap() ?? start);
  const arrow = 'icon-btn absolute top-1/2 z-10 -translate-y-1/2 bg-white/90 shadow-lift hover:bg-white';

  return (
    <RadixDialog.Root open onOpenChange={(o) => (o ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/80" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 m-auto flex h-fit max-h-[95dvh] w-[min(56rem,calc(100vw-1rem))] flex-col gap-3 rounded-2xl bg-white p-3 shadow-lift sm:p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <RadixDialog.Title className="truncate font-semibold text-ink-900">{name}</RadixDialog.Title>
            <p className="ms-auto shrink-0 text-sm text-ink-600 tabular-nums" aria-live="polite">
              {t('details.photoOf', { n: formatNumber(index + 1, lang), total: formatNumber(photos.length, lang) })}
            </p>
            <RadixDialog.Close className="icon-btn shrink-0" aria-label={tc('dialog.close')}>
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="relative">
            <div ref={viewport} className="overflow-hidden rounded-xl bg-cream-100">
              <div className="flex">
                {photos.map((p, i) => (
                  <div
                    key={p.photo}
                    className="min-w-0 shrink-0 grow-0 basis-full overflow-hidden"
                    role="group"
                    aria-roledescription="slide"
                    // The browser keeps vertical scrolling; pinching and panning are ours.
                    style={{ touchAction: pinch.zoom.scale > 1 ? 'none' : 'pan-y' }}
                    {...(i === index ? pinch.handlers : {})}
                  >
                    {/* At once: a lazy picture beside the visible slide would come blank as it slides in. */}
                    <Picture
                      load="eager"
                      src={p.photo}
                      sizes="(min-width: 56rem) 56rem, 100vw"
                      alt={t('details.photoAlt', { name, n: formatNumber(i + 1, lang) })}
                      width={1024}
                      height={1024}
                      className="mx-auto max-h-[75dvh] w-auto object-contain"
                      style={
                        i === index && pinch.zoom.scale > 1
                          ? { transform: `translate(${pinch.zoom.x}px, ${pinch.zoom.y}px) scale(${pinch.zoom.scale})` }
                          : undefined
                      }
                    />
                  </div>
                ))}
              </div>
            </div>
            {photos.length > 1 && (
              <>
                <button
                  type="button"
                  className={`${arrow} start-2`}
                  onClick={() => embla?.scrollPrev()}
                  aria-label={tc('carousel.previous')}
                >
                  <ChevronLeft size={20} className="flip-rtl" aria-hidden="true" />
                </button>
                <button type="button" className={`${arrow} end-2`} onClick={() => embla?.scrollNext()} aria-label={tc('carousel.next')}>
                  <ChevronRight size={20} className="flip-rtl" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
