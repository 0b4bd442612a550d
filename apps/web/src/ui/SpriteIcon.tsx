import type { SpriteName } from './spriteIcons';

export type { SpriteName } from './spriteIcons';

interface SpriteIconProps {
  name: SpriteName;
  size: number;
  /** Colour (text-*) for the outline and fill-* for the inside; unfilled by default. */
  className?: string;
}

/**
 * A lucide icon drawn from the page's sprite (index.html, written by the build: iconSprite.ts), with lucide's own
 * stroke: the icons of every page's header and of each card cost the start JavaScript nothing but their name.
 * Its fill comes from here, so one heart serves pressed and not.
 */
export function SpriteIcon({ name, size, className }: SpriteIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
