import { CircleCheck } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/usePageMeta';
import { OrderConfirmation } from '../orders';

/** What checkout hands over: the server's message for the placed order (absent on a reload or a shared link). */
export interface PlacedState {
  msg?: string;
}

/**
 * /checkout/placed/{id}: the confirmation after an order paid in cash or wholly from the wallet,
 * headed by the server's message (docs/product.md §4).
 */
export default function OrderPlacedPage() {
  const { t } = useTranslation('checkout');
  usePageMeta(t('placed.title'));
  const { orderId } = useParams();
  const state = useLocation().state as PlacedState | null;
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck size={56} className="text-herb-600" aria-hidden="true" />
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{state?.msg ?? t('placed.title')}</h1>
        <p className="text-ink-700">{t('placed.text')}</p>
      </div>
      <OrderConfirmation orderId={Number(orderId)} />
    </div>
  );
}
