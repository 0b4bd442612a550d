// Images are stored as WebP in several widths: /media/{key}-{width}.webp. The API sends the default
// width's URL, absolute so that the apps and clients on other origins can load it; the web derives the
// srcset from it.
export const IMAGE_WIDTHS = [160, 320, 640, 1024] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

let origin = '';

/**
 * The server sets its PUBLIC_URL here once at start (one shop per process): every URL the answers carry begins
 * with it. Unset (the web), URLs stay relative to the page.
 */
export function setPublicOrigin(publicUrl: string): void {
  origin = publicUrl.replace(/\/+$/, '');
}

/** The URL of a path of the shop (`/placeholder.svg`), absolute once the server has set its origin. */
export const publicUrl = (path: `/${string}`): string => `${origin}${path}`;

export const mediaUrl = (key: string, width: number = DEFAULT_IMAGE_WIDTH): string => publicUrl(`/media/${key}-${width}.webp`);

/** `srcset` for a URL made by mediaUrl (relative or absolute); other URLs get none. */
export function srcSetFor(url: string): string | undefined {
  const m = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!m || !/^(https?:\/\/[^/]+)?\/media\//.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}
