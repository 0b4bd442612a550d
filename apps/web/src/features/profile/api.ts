// The profile's server state: one query key per call (docs/architecture.md), shared by its pages.
import { useQuery } from '@tanstack/react-query';
import { faqCall, profileInfoCall } from '@shop/contract/calls';
import { apiData } from '../../api';

export const PROFILE_KEY = ['profile_info'] as const;

export const useProfile = () => useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => apiData(profileInfoCall, {}, { signal }) });
export const useFaq = () => useQuery({ queryKey: ['faq'], queryFn: ({ signal }) => apiData(faqCall, {}, { signal }) });
