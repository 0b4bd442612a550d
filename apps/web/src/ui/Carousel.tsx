import { Children, isValidElement, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/useLang';

/** How many slides fit: cards 2 (phone) to 6 (wide), icons 4 to 10, chips as wide as their text. */
const slideWidths = {
  cards: 'basis-[46%] sm:basis-1/3 md:basis-1/4 lg:basis-1/5 xl:basis-1/6',
  icons: 'basis-1/4 sm:basis-1/5 md:basis-1/6 lg:basis-[12.5%] xl:basis-[10%]',
  chips: 'basis-auto',
  single: 'basis-full',
} as const;

interface CarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  slides?: keyof typeof slideWidths;
  /** Free scrolling without snapping to slides (chips). */
  dragFree?: boolean;
  children: ReactNode;
}

/**
 * A horizontal slider (Embla). It runs right to left in Arabic; the arrows sit on the reading start and
 * end and point accordingly. Touch and trackpads drag it; the arrows show on wider screens.
 */
export function Carousel({ label, slides = 'cards', dragFree = false, children }: CarouselProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [viewport, embla] = useEmblaCarousel({
    direction: lang === 'ar' ? 'rtl' : 'ltr',
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: dragFree ? 1 : 'auto',
    dragFree,
  });
  // Whether the arrows can move, read from Embla whenever it settles on other slides or re-measures.
  const subscribe = useCallback(
    (changed: () => void) => {
      embla?.on('select', changed).on('reInit', changed);
      return () => {
        embla?.off('select', changed).off('reInit', changed);
      };
    },
    [embla],
  );
  const canPrev = useSyncExternalStore(subscribe, () => embla?.canScrollPrev() ?? false);
  const canNext = useSyncExternalStore(subscribe, () => embla?.canScrollNext() ?? false);

  const arrow =
    'icon-btn absolute top-1/2 z-10 hidden -translate-y-1/2 bg-white shadow-lift ring-1 ring-ink-200 hover:bg-cream-50 disabled:opacity-0 md:inline-flex';

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewport} className="overflow-hidden">
        <div className="-ms-3 flex touch-pan-y py-1 sm:-ms-4">
          {Children.toArray(children).map((child, i) => (
            <div
              key={isValidElement(child) ? (child.key ?? i) : i}
              role="group"
              aria-roledescription="slide"
              className={`min-w-0 shrink-0 grow-0 ps-3 sm:ps-4 ${slideWidths[slides]}`}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${arrow} -start-3`}
        onClick={() => embla?.scrollPrev()}
        disabled={!canPrev}
        aria-label={t('carousel.previous')}
      >
        <ChevronLeft size={20} className="flip-rtl" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${arrow} -end-3`}
        onClick={() => embla?.scrollNext()}
        disabled={!canNext}
        aria-label={t('carousel.next')}
      >
        <ChevronRight size={20} className="flip-rtl" aria-hidden="true" />
      </button>
    </section>
  );
}
