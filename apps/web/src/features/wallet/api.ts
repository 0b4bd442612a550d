// The wallet's server state: one query key per call (docs/architecture.md).
import { useQuery } from '@tanstack/react-query';
import { walletBalanceCall, walletHistoryCall } from '@shop/contract/calls';
import { apiData } from '../../api';

export const WALLET_KEY = ['wallet'] as const;
/** Under WALLET_KEY: whatever refreshes the wallet refreshes its history. */
export const WALLET_HISTORY_KEY = [...WALLET_KEY, 'history'] as const;

export const useWallet = () => useQuery({ queryKey: WALLET_KEY, queryFn: ({ signal }) => apiData(walletBalanceCall, {}, { signal }) });
export const useWalletHistory = () =>
  useQuery({ queryKey: WALLET_HISTORY_KEY, queryFn: ({ signal }) => apiData(walletHistoryCall, {}, { signal }) });
