import { statusTone, TONE_CLASSES } from '../../orders';

/** An order or item status in the shop's colours (the same as the customer's orders page). */
export function StatusBadge({ statusId, label }: { statusId: number; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONE_CLASSES[statusTone(statusId)]}`}
    >
      {label}
    </span>
  );
}
