import { srcSetFor } from '@shop/contract';

/** The console's thumbnail sizes, in CSS pixels, with their classes (Tailwind needs the class names whole). */
const SIZES = {
  32: 'size-8 rounded-lg',
  40: 'size-10 rounded-lg',
  56: 'size-14 rounded-xl',
  64: 'size-16 rounded-xl',
} as const;

/**
 * A product's photo in a console list, decorative (its name is beside it); a blank tile of the same size when it has
 * none, never an <img> with an empty src (which makes a browser fetch the page again).
 */
export function Thumbnail({ image, size }: { image: string | null | undefined; size: keyof typeof SIZES }) {
  const box = `${SIZES[size]} shrink-0 bg-cream-200`;
  if (!image) return <span className={box} aria-hidden="true" />;
  return (
    <img
      src={image}
      srcSet={srcSetFor(image)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      className={`${box} object-cover`}
      loading="lazy"
    />
  );
}
