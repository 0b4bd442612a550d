// The orders' server state: one query key per call (docs/architecture.md), shared by the order pages.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CallData, OrderDetails, OrderRow } from '@shop/contract';
import { orderDetailsCall, ordersListCall, returnReasonsCall, taxDocumentsCall, type cancelOrderCall } from '@shop/contract/calls';
import { apiData, refreshAfterChange } from '../../api';

export const ORDERS_KEY = ['orders'] as const;
/** Under ORDERS_KEY: what changes the orders (a cancel) refreshes their documents too. */
export const TAX_DOCUMENTS_KEY = [...ORDERS_KEY, 'tax_documents'] as const;

export const useOrders = () => useQuery({ queryKey: ORDERS_KEY, queryFn: ({ signal }) => apiData(ordersListCall, {}, { signal }) });
export const useTaxDocuments = () =>
  useQuery({ queryKey: TAX_DOCUMENTS_KEY, queryFn: ({ signal }) => apiData(taxDocumentsCall, {}, { signal }) });
export const useReturnReasons = () =>
  useQuery({ queryKey: ['return_reasons'], queryFn: ({ signal }) => apiData(returnReasonsCall, {}, { signal }) });
const orderDetailsKey = (id: number) => [...ORDERS_KEY, 'details', id] as const;

/** One order of the customer's (under ORDERS_KEY, so what refreshes the orders refreshes it); nothing asked for a bad id. */
export const useOrderDetails = (id: number) =>
  useQuery({
    queryKey: orderDetailsKey(id),
    queryFn: ({ signal }) => apiData(orderDetailsCall, { order_id: id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/**
 * A cancel's answer shown at once wherever the order is on screen: the list's rows and the order page take its
 * status (so the Cancel button goes and the badge turns red); then the orders, their documents and the wallet
 * are asked again for what the cancel changed besides (what was paid back, the history, a credit note).
 */
export function showCancelled(queryClient: QueryClient, answer: CallData<typeof cancelOrderCall>) {
  const { order_id: id, status_id, status } = answer;
  queryClient.setQueryData<OrderRow[]>(ORDERS_KEY, (rows) =>
    rows?.map((r) => (r.order_id === id ? { ...r, status_id, status, arrival_date: null, returnable: false } : r)),
  );
  queryClient.setQueryData<OrderDetails>(
    orderDetailsKey(id),
    (order) =>
      order && {
        ...order,
        status_id,
        status,
        arrival_date: null,
        pay_until: null,
        items: order.items.map((i) => ({ ...i, status_id, status, returnable: false })),
      },
  );
  void refreshAfterChange(queryClient, ORDERS_KEY);
  void refreshAfterChange(queryClient, ['wallet']);
}
