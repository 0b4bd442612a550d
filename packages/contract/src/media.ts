// Images are stored as WebP in several widths: /media/{key}-{width}.webp. The API sends the default
// width's URL; the web derives the srcset from it.
export const IMAGE_WIDTHS = [160, 320, 640, 1024] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

export const mediaUrl = (key: string, width: number = DEFAULT_IMAGE_WIDTH): string => `/media/${key}-${width}.webp`;

/** `srcset` for a URL made by mediaUrl; other URLs get none. */
export function srcSetFor(url: string): string | undefined {
  const m = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!m || !url.startsWith('/media/')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}
