import { statusTone, TONE_CLASSES } from '../orderStatus';

/**
 * An order or item status in the shop's colours (docs/product.md §4), the same on the customer's pages and in the
 * console; `compact` is the console tables' smaller size.
 */
export function StatusBadge({ statusId, text, compact = false }: { statusId: number; text: string; compact?: boolean }) {
  const size = compact ? 'px-2.5 py-0.5 font-semibold whitespace-nowrap' : 'items-center px-3 py-1 font-bold';
  return (
    <span
      className={`inline-flex rounded-full text-xs ring-1 ${size} ${TONE_CLASSES[statusTone(statusId)]}`}
      data-tone={statusTone(statusId)}
    >
      {text}
    </span>
  );
}
