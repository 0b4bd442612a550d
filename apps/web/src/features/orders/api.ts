// The orders' server state: one query key per call (docs/architecture.md), shared by the order pages.
import { useQuery } from '@tanstack/react-query';
import { orderDetailsCall, ordersListCall, returnReasonsCall, taxDocumentsCall } from '@shop/contract/calls';
import { apiData } from '../../api/client';

export const ORDERS_KEY = ['orders'] as const;
/** Under ORDERS_KEY: what changes the orders (a cancel) refreshes their documents too. */
export const TAX_DOCUMENTS_KEY = [...ORDERS_KEY, 'tax_documents'] as const;

export const useOrders = () => useQuery({ queryKey: ORDERS_KEY, queryFn: ({ signal }) => apiData(ordersListCall, {}, { signal }) });
export const useTaxDocuments = () =>
  useQuery({ queryKey: TAX_DOCUMENTS_KEY, queryFn: ({ signal }) => apiData(taxDocumentsCall, {}, { signal }) });
export const useReturnReasons = () =>
  useQuery({ queryKey: ['return_reasons'], queryFn: ({ signal }) => apiData(returnReasonsCall, {}, { signal }) });
/** One order of the customer's (under ORDERS_KEY, so what refreshes the orders refreshes it); nothing asked for a bad id. */
export const useOrderDetails = (id: number) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'details', id],
    queryFn: ({ signal }) => apiData(orderDetailsCall, { order_id: id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
