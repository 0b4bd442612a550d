import { SpriteIcon } from './SpriteIcon';
import { Children, isValidElement, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/useLang';

/**
 * How many slides fit: cards 2 (phone) to 6 (wide), icons 4 to 10, chips as wide as their text. Set on the
 * row for its slides (`*:`), so a page of sliders does not repeat them in the HTML of every slide.
 */
const slideWidths = {
  cards: '*:basis-[46%] sm:*:basis-1/3 md:*:basis-1/4 lg:*:basis-1/5 xl:*:basis-1/6',
  icons: '*:basis-1/4 sm:*:basis-1/5 md:*:basis-1/6 lg:*:basis-[12.5%] xl:*:basis-[10%]',
  chips: '*:basis-auto',
  single: '*:basis-full',
} as const;

interface CarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  slides?: keyof typeof slideWidths;
  /** Free scrolling without snapping to slides (chips). */
  dragFree?: boolean;
  children: ReactNode;
}

/** How far the slider is from its start, in pixels: scrollLeft runs negative in a right-to-left box. */
const travelled = (viewport: HTMLElement) => Math.abs(viewport.scrollLeft);

/**
 * A horizontal slider: the browser's own scrolling with CSS scroll snap (no script library), so touch,
 * trackpads and a focused slide move it natively. It runs right to left in Arabic; the arrows sit on the
 * reading start and end, point accordingly and move a screenful; the arrow keys move between slides in the
 * direction they point. The arrows show on wider screens.
 */
export function Carousel({ label, slides = 'cards', dragFree = false, children }: CarouselProps) {
  const { t } = useTranslation();
  const rtl = useLang() === 'ar';
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ canPrev: false, canNext: false });

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    // One pixel of slack: zoomed pages report fractional positions.
    const canPrev = travelled(el) > 1;
    const canNext = travelled(el) + el.clientWidth < el.scrollWidth - 1;
    setEdges((old) => (old.canPrev === canPrev && old.canNext === canNext ? old : { canPrev, canNext }));
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    // Slides load pictures and the window resizes: the scroll length changes without a scroll. The observer's
    // first report, after the browser's next layout, is also the first measure: measuring here, during
    // hydration, would make the browser lay the page out at once, once per slider.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) {
      observer.observe(el);
      if (el.firstElementChild) observer.observe(el.firstElementChild);
    } else measure();
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  /** A screenful towards the end (1) or the start (-1) of the reading direction. */
  const page = (towards: 1 | -1) => {
    const el = viewport.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: towards * (rtl ? -1 : 1) * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  /** ArrowRight/ArrowLeft: focus the next slide on that side (its first link or button), which scrolls it into view. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const slideEls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-slide]'));
    const current = slideEls.findIndex((s) => s.contains(document.activeElement));
    if (current < 0) return;
    const towardsEnd = (event.key === 'ArrowRight') !== rtl;
    const target = slideEls[current + (towardsEnd ? 1 : -1)]?.querySelector<HTMLElement>('a, button, [tabindex]');
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const arrow =
    'icon-btn absolute top-1/2 z-10 hidden -translate-y-1/2 bg-white shadow-lift ring-1 ring-ink-200 hover:bg-cream-50 disabled:opacity-0 md:inline-flex';

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      {/* The slides' end padding is the gap (it also keeps the last card off the edge when scrolled to the end). */}
      <div
        ref={viewport}
        onKeyDown={onKeyDown}
        className={`overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${dragFree ? '' : 'snap-x snap-mandatory'}`}
      >
        <div className={`flex py-1 *:min-w-0 *:shrink-0 *:grow-0 *:snap-start *:pe-3 sm:*:pe-4 ${slideWidths[slides]}`}>
          {Children.toArray(children).map((child, i) => (
            <div key={isValidElement(child) ? (child.key ?? i) : i} data-slide="" role="group" aria-roledescription="slide">
              {child}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${arrow} -start-3`}
        onClick={() => page(-1)}
        disabled={!edges.canPrev}
        aria-label={t('carousel.previous')}
      >
        <SpriteIcon name="chevron-left" size={20} className="flip-rtl" />
      </button>
      <button type="button" className={`${arrow} -end-3`} onClick={() => page(1)} disabled={!edges.canNext} aria-label={t('carousel.next')}>
        <SpriteIcon name="chevron-right" size={20} className="flip-rtl" />
      </button>
    </section>
  );
}
