// The delivery addresses' server state: one query key per call (docs/architecture.md).
import { useQuery } from '@tanstack/react-query';
import { listAddressesCall, listEmiratesCall, listRegionsCall } from '@shop/contract/calls';
import { apiData } from '../../api';

export const ADDRESSES_KEY = ['addresses'] as const;

export const useAddresses = () =>
  useQuery({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => apiData(listAddressesCall, {}, { signal }) });
export const useEmirates = () => useQuery({ queryKey: ['emirates'], queryFn: ({ signal }) => apiData(listEmiratesCall, {}, { signal }) });
/** The regions of an emirate ('' while none is chosen: nothing is asked). */
export const useRegions = (emirate: string) =>
  useQuery({
    queryKey: ['regions', emirate],
    queryFn: ({ signal }) => apiData(listRegionsCall, { emirate }, { signal }),
    enabled: emirate !== '',
  });
