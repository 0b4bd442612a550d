import type { ImgHTMLAttributes } from 'react';
import { srcSetFor } from '@shop/contract';

/** How a picture loads: lazily (most), at once (above the fold), or at once and first (the page's LCP picture). */
export type PictureLoad = 'lazy' | 'eager' | 'lcp';

interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority' | 'decoding'
> {
  /** The picture's URL as the API sends it; the shop's own media get a srcset of every stored width. */
  src: string;
  alt: string;
  /** How wide the picture shows at each screen width, for the browser's choice from the srcset. */
  sizes: string;
  /** The intrinsic size, so the page keeps the picture's room before it arrives (no layout shift). */
  width: number;
  height: number;
  load?: PictureLoad;
}

/** Every product, banner and category picture of the shop: srcset, sizes, dimensions and loading in one place. */
export function Picture({ src, sizes, load = 'lazy', ...img }: PictureProps) {
  const srcSet = srcSetFor(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'lcp' ? 'high' : undefined}
      decoding={load === 'lcp' ? undefined : 'async'}
      {...img}
    />
  );
}
