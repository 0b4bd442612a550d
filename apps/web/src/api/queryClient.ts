import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRefusal } from './client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A refusal (status false, wrong key) will not change by asking again; a network failure might.
        retry: (failures, error) => !(error instanceof ApiRefusal) && failures < 2,
      },
    },
  });
}

/**
 * After a change on the server: the answers under `queryKey` are out of date, and those on screen are asked for
 * again. A first fetch still under way was asked before the change, and TanStack Query would hand its answer to
 * the new one (it cancels a running fetch only when the query already has data), so it is cancelled first: a
 * shopper who taps a heart while the page's first lists are loading sees the heart pressed.
 */
export async function refreshAfterChange(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
