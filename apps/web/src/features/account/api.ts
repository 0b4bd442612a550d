// The account area's server state: one query key per call (docs/architecture.md), shared by its pages.
import { useQuery } from '@tanstack/react-query';
import {
  faqCall,
  listAddressesCall,
  listEmiratesCall,
  listRegionsCall,
  notificationsListCall,
  orderDetailsCall,
  ordersListCall,
  profileInfoCall,
  returnReasonsCall,
  taxDocumentsCall,
  walletBalanceCall,
  walletHistoryCall,
} from '@shop/contract/calls';
import { apiData } from '../../api/client';

export const PROFILE_KEY = ['profile_info'] as const;
export const ADDRESSES_KEY = ['addresses'] as const;
export const WALLET_KEY = ['wallet'] as const;
export const ORDERS_KEY = ['orders'] as const;
/** Under WALLET_KEY: whatever refreshes the wallet refreshes its history. */
export const WALLET_HISTORY_KEY = [...WALLET_KEY, 'history'] as const;
/** Under ORDERS_KEY: what changes the orders (a cancel) refreshes their documents too. */
export const TAX_DOCUMENTS_KEY = [...ORDERS_KEY, 'tax_documents'] as const;

export const useProfile = () => useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => apiData(profileInfoCall, {}, { signal }) });
export const useAddresses = () =>
  useQuery({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => apiData(listAddressesCall, {}, { signal }) });
export const useWallet = () => useQuery({ queryKey: WALLET_KEY, queryFn: ({ signal }) => apiData(walletBalanceCall, {}, { signal }) });
export const useOrders = () => useQuery({ queryKey: ORDERS_KEY, queryFn: ({ signal }) => apiData(ordersListCall, {}, { signal }) });
export const useTaxDocuments = () =>
  useQuery({ queryKey: TAX_DOCUMENTS_KEY, queryFn: ({ signal }) => apiData(taxDocumentsCall, {}, { signal }) });
export const useWalletHistory = () =>
  useQuery({ queryKey: WALLET_HISTORY_KEY, queryFn: ({ signal }) => apiData(walletHistoryCall, {}, { signal }) });
export const useNotifications = () =>
  useQuery({ queryKey: ['notifications'], queryFn: ({ signal }) => apiData(notificationsListCall, {}, { signal }) });
export const useFaq = () => useQuery({ queryKey: ['faq'], queryFn: ({ signal }) => apiData(faqCall, {}, { signal }) });
export const useReturnReasons = () =>
  useQuery({ queryKey: ['return_reasons'], queryFn: ({ signal }) => apiData(returnReasonsCall, {}, { signal }) });
export const useEmirates = () => useQuery({ queryKey: ['emirates'], queryFn: ({ signal }) => apiData(listEmiratesCall, {}, { signal }) });
/** The regions of an emirate ('' while none is chosen: nothing is asked). */
export const useRegions = (emirate: string) =>
  useQuery({
    queryKey: ['regions', emirate],
    queryFn: ({ signal }) => apiData(listRegionsCall, { emirate }, { signal }),
    enabled: emirate !== '',
  });
/** One order of the customer's (under ORDERS_KEY, so what refreshes the orders refreshes it); nothing asked for a bad id. */
export const useOrderDetails = (id: number) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'details', id],
    queryFn: ({ signal }) => apiData(orderDetailsCall, { order_id: id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
