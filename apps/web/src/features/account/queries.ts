// The account area's server state: one query key per call (docs/architecture.md), shared by its pages.
import { useQuery } from '@tanstack/react-query';
import { listAddressesCall, ordersListCall, profileInfoCall, taxDocumentsCall, walletBalanceCall, walletHistoryCall } from '@shop/contract/calls';
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
export const useAddresses = () => useQuery({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => apiData(listAddressesCall, {}, { signal }) });
export const useWallet = () => useQuery({ queryKey: WALLET_KEY, queryFn: ({ signal }) => apiData(walletBalanceCall, {}, { signal }) });
export const useOrders = () => useQuery({ queryKey: ORDERS_KEY, queryFn: ({ signal }) => apiData(ordersListCall, {}, { signal }) });
export const useTaxDocuments = () => useQuery({ queryKey: TAX_DOCUMENTS_KEY, queryFn: ({ signal }) => apiData(taxDocumentsCall, {}, { signal }) });
export const useWalletHistory = () => useQuery({ queryKey: WALLET_HISTORY_KEY, queryFn: ({ signal }) => apiData(walletHistoryCall, {}, { signal }) });
