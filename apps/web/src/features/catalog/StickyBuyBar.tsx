import { Price } from '../../ui/Price';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface StickyBuyBarProps {
  /** The page's own add-to-cart button: the bar shows once it has scrolled up out of view. */
  watch: RefObject<HTMLElement | null>;
  name: string;
  sale: number;
  list: number;
  onAddToCart: () => void;
  disabled: boolean;
}

/**
 * Phones only: price and add to cart fixed at the bottom once the main button has scrolled away. It is
 * rendered hidden on the server and in the first client render (no hydration mismatch) and slides with a
 * transform, which moves no other content (no layout shift).
 */
export function StickyBuyBar({ watch, name, sale, list, onAddToCart, disabled }: StickyBuyBarProps) {
  const { t } = useTranslation('catalog/product');
  const { t: tc } = useTranslation();
  // null until the button first leaves the view: until then the bar is an empty, hidden box.
  const [shown, setShown] = useState<boolean | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  // The page keeps room for the bar at its end (styles.css): as much as the bar is high once it has content,
  // which grows with the language's line height and a price that wraps (4.5rem until then).
  useEffect(() => {
    const element = bar.current;
    if (shown === null || !element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--buy-bar-height', `${element.getBoundingClientRect().height}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--buy-bar-height');
    };
  }, [shown]);

  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    // The root reaches far below the screen, so the button leaves it only upwards: shown once scrolled past
    // it, never before it was reached (a fast jump from above it to below it still counts).
    const observer = new IntersectionObserver(
      ([entry]) => {
        const above = !!entry && !entry.isIntersecting;
        setShown((was) => (was === null && !above ? null : above));
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  return (
    <div
      ref={bar}
      role="region"
      aria-label={t('details.buyBar', { name })}
      data-testid="sticky-buy-bar"
      data-shown={!!shown}
      // Hidden, it is out of reach of the keyboard and screen readers as well as out of sight.
      aria-hidden={!shown}
      inert={!shown}
      className={`sticky-buy-bar fixed inset-x-0 bottom-0 z-30 border-t border-ink-200/70 bg-cream-50/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lift backdrop-blur transition-[translate,visibility] duration-200 md:hidden ${
        shown ? 'visible translate-y-0' : 'invisible translate-y-full'
      }`}
    >
      {shown !== null && (
        <div className="flex items-center gap-3">
          <Price sale={sale} list={list} className="min-w-0 flex-1" />
          <button type="button" className="btn btn-primary shrink-0" disabled={disabled} onClick={onAddToCart}>
            <SpriteIcon name="shopping-bag" size={18} />
            {tc('product.addToCart')}
          </button>
        </div>
      )}
    </div>
  );
}
