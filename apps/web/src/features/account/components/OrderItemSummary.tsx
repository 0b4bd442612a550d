import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@shop/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { Picture } from '../../../ui/Picture';
import { useOrders } from '../api';

/** The picture and name of the order item a rate or refund page is about. */
export function OrderItemSummary({ item }: { item: OrderRow }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-cream-100 p-3">
      <Picture src={item.main_image} sizes="64px" alt="" width={64} height={64} className="size-16 rounded-xl bg-cream-200 object-cover" />
      <p className="font-semibold text-ink-900">{item.product_name}</p>
    </div>
  );
}

/**
 * Finds the order item of the URL's {ItemId} in the customer's orders and renders `children` with it; while
 * loading, or when it is not one of theirs, says so.
 */
export function WithOrderItem({ children }: { children: (item: OrderRow) => ReactNode }) {
  const { t } = useTranslation('account');
  const { itemId } = useParams();
  const orders = useOrders();
  if (orders.isPending) return <p className="text-ink-600">{t('common:loading')}</p>;
  const item = orders.data?.find((row) => String(row.order_item_id) === itemId);
  if (!item) {
    return (
      <EmptyState title={t('orders.itemNotFound')}>
        <Link to="/myprofile/orders" className="btn btn-primary">
          {t('menu.orders')}
        </Link>
      </EmptyState>
    );
  }
  return children(item);
}
