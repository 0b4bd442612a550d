import { QueryClient } from '@tanstack/react-query';
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
