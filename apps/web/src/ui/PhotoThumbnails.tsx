// Photos a shopper sent (a review's, a return's) as a row of thumbnails, each opening the photo itself in a new tab:
// one look on the product page and in the console.

export interface ThumbnailPhoto {
  /** The photo, opened by the thumbnail. */
  href: string;
  /** The small picture shown (the photo itself when there is no thumbnail). */
  src: string;
  srcSet?: string | undefined;
}

const SIZES = {
  small: { px: 64, className: 'size-16' },
  medium: { px: 80, className: 'size-20' },
  large: { px: 96, className: 'size-24' },
} as const;

interface PhotoThumbnailsProps {
  photos: readonly ThumbnailPhoto[];
  /** The list's accessible name ("Photos from Mariam"). */
  label: string;
  /** Each photo's text alternative, from its place (1-based) in the row. */
  altOf: (n: number) => string;
  size?: keyof typeof SIZES;
  className?: string;
}

export function PhotoThumbnails({ photos, label, altOf, size = 'medium', className = '' }: PhotoThumbnailsProps) {
  const { px, className: box } = SIZES[size];
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={label}>
      {photos.map((photo, i) => (
        <li key={photo.href}>
          <a
            href={photo.href}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-honey-600"
          >
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={photo.srcSet ? `${px}px` : undefined}
              alt={altOf(i + 1)}
              width={px}
              height={px}
              loading="lazy"
              className={`${box} rounded-lg bg-cream-200 object-cover ring-1 ring-ink-200/70`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
