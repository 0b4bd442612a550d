// The icons drawn from the page's sprite (SpriteIcon): those the public pages draw at first (the header's, the
// cards', the home and product pages').
// Each is a lucide icon by its file name; the build (vite.config.ts, iconSprite.ts) writes their symbols into
// index.html, so their paths are in the HTML once instead of in the start JavaScript.
export const SPRITE_ICONS = [
  'heart',
  'shopping-bag',
  'menu',
  'truck',
  'search',
  'tag',
  'layout-grid',
  'user-round',
  'circle-check',
  'mail',
  'chevron-left',
  'chevron-right',
  'minus',
  'plus',
  'list-plus',
  'star',
  'banknote',
  'rotate-ccw',
  'shield-check',
  'bell-ring',
] as const;

export type SpriteName = (typeof SPRITE_ICONS)[number];
