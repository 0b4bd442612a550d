import { Heart, ShoppingBag } from 'lucide-react';

/**
 * Icons a page draws many times (every product card's buttons) are drawn once in the page as symbols and each use
 * is a short reference: a home page of 36 cards carried about 250 copies of the same paths (118 kB of its 279 kB
 * of HTML, with the rating stars, which are now a background: styles.css .stars).
 */
const SPRITE = {
  heart: { Icon: Heart, strokeWidth: 2 },
  bag: { Icon: ShoppingBag, strokeWidth: 2 },
} as const;

export type SpriteName = keyof typeof SPRITE;

/** The symbols, once in the page (App). Their fill comes from each use, so one heart serves pressed and not. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(SPRITE).map(([name, { Icon, strokeWidth }]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon fill="inherit" strokeWidth={strokeWidth} />
        </symbol>
      ))}
    </svg>
  );
}

interface SpriteIconProps {
  name: SpriteName;
  size: number;
  /** Colour (text-*) for the outline and fill-* for the inside; unfilled by default. */
  className?: string;
}

export function SpriteIcon({ name, size, className }: SpriteIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" className={className} aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
