// The shopper's reasons for cancelling (the contract's CANCEL_REASONS) as the order page and the console show them.
import { CANCEL_REASONS, type Lang } from '@shop/contract';

/** The reason kept with a cancelled order, in the page's language: the picked one, then the shopper's words. */
export function cancelReasonText(reason: { reason_id: number | null; description: string }, lang: Lang): string {
  const picked = CANCEL_REASONS.find((r) => r.id === reason.reason_id)?.[lang];
  return [picked, reason.description].filter(Boolean).join(lang === 'ar' ? '، ' : ': ');
}
