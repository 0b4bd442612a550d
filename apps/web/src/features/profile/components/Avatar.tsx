import { srcSetFor } from '@shop/contract';

/** The customer's photo, or the first letter of the name on a honey disc. */
export function Avatar({ name, photo, size = 48 }: { name: string; photo: string; size?: number }) {
  if (photo) {
    return (
      <img
        src={photo}
        srcSet={srcSetFor(photo)}
        sizes={`${size}px`}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover ring-2 ring-honey-200"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-honey-100 text-xl font-bold text-honey-800 ring-2 ring-honey-200"
      style={{ width: size, height: size }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
