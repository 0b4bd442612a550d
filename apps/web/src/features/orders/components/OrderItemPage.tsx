// The pages about one item of the customer's orders (/myprofile/rate/{ItemId}, /myprofile/refund/{ItemId}): their
// frame, the item's picture and name, and what happens once their form is sent.
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@shop/contract';
import { usePageMeta } from '../../../lib/usePageMeta';
import { EmptyState } from '../../../ui/EmptyState';
import { Picture } from '../../../ui/Picture';
import { toast } from '../../../ui/toast';
import { PageTitle, Section } from '../../profile';
import { useNavigateLater } from '../../auth';
import { ORDERS_KEY, useOrders } from '../api';
import { refreshAfterChange } from '../../../api';

/** How long the server's answer shows before the page goes back to the orders. */
const BACK_AFTER_MS = 2000;

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
function WithOrderItem({ children }: { children: (item: OrderRow) => ReactNode }) {
  const { t } = useTranslation('orders');
  const { itemId } = useParams();
  const orders = useOrders();
  if (orders.isPending) return <p className="text-ink-600">{t('common:loading')}</p>;
  const item = orders.data?.find((row) => String(row.order_item_id) === itemId);
  if (!item) {
    return (
      <EmptyState title={t('orders.itemNotFound')}>
        <Link to="/myprofile/orders" className="btn btn-primary">
          {t('profile:menu.orders')}
        </Link>
      </EmptyState>
    );
  }
  return children(item);
}

/** A page about the URL's order item: its title (and intro), and a card holding `children` for the item. */
export function OrderItemPage({
  title,
  intro,
  sectionTitle,
  sectionId,
  children,
}: {
  title: string;
  intro?: string;
  sectionTitle: string;
  sectionId: string;
  children: (item: OrderRow) => ReactNode;
}) {
  usePageMeta(title);
  return (
    <div>
      <PageTitle text={intro}>{title}</PageTitle>
      <Section title={sectionTitle} id={sectionId}>
        <WithOrderItem>{children}</WithOrderItem>
      </Section>
    </div>
  );
}

/** Once a rate or refund is sent: the server's message, the orders refreshed, and back to them after 2 s. */
export function useBackToOrders() {
  const queryClient = useQueryClient();
  const navigateLater = useNavigateLater();
  return (message: string) => {
    toast.success(message, { duration: BACK_AFTER_MS });
    void refreshAfterChange(queryClient, ORDERS_KEY);
    navigateLater('/myprofile/orders', BACK_AFTER_MS);
  };
}
