// Order statuses as the orders page shows them (docs/product.md §4): 4 red, 3 and 6 green, others orange; 1 and 2
// may be cancelled; 3 (delivered) may be rated and returned.
import { CANCELLABLE_STATUSES, ORDER_STATUS } from '@shop/contract';

export type StatusTone = 'red' | 'green' | 'orange';

export function statusTone(statusId: number): StatusTone {
  if (statusId === ORDER_STATUS.cancelled) return 'red';
  if (statusId === ORDER_STATUS.delivered || statusId === ORDER_STATUS.refunded) return 'green';
  return 'orange';
}

export const TONE_CLASSES: Record<StatusTone, string> = {
  red: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  green: 'bg-herb-50 text-herb-700 ring-herb-600/30',
  orange: 'bg-honey-50 text-honey-800 ring-honey-500/40',
};

export const canCancel = (statusId: number) => CANCELLABLE_STATUSES.includes(statusId);
export const isDelivered = (statusId: number) => statusId === ORDER_STATUS.delivered;
