// The signed-in admin (admin/me.php): their e-mail for the header, and the areas of the console their staff role
// opens. The console shows only those; the server refuses the rest on every call (ROLE_AREAS).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallData, StaffArea } from '@shop/contract';
import { adminMeCall } from '@shop/contract/adminCalls';
import { apiData } from '../api';
import { ADMIN_ME_KEY } from './landing';

/** The question AdminApp asks first; the answer is kept for the visit (a role changes at the next sign-in). */
export const useAdminMe = () =>
  useQuery({ queryKey: ADMIN_ME_KEY, queryFn: ({ signal }) => apiData(adminMeCall, {}, { signal }), staleTime: Infinity });

/**
 * The signed-in admin as AdminApp has already been told (the console's sections render only then), or undefined
 * before or without that answer. Read from the cache, so it never asks again.
 */
export function useKnownAdmin(): CallData<typeof adminMeCall> | undefined {
  return useQueryClient().getQueryData<CallData<typeof adminMeCall>>(ADMIN_ME_KEY);
}

/** Whether the signed-in admin's role opens `area` (false while the console does not know who is signed in). */
export const useMayUse = (area: StaffArea): boolean => useKnownAdmin()?.areas.includes(area) ?? false;
