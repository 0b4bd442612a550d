import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterChange } from './queryClient';

describe('refreshAfterChange', () => {
  it('asks again when the first fetch, asked before the change, is still under way: the answer after the change wins', async () => {
    const client = new QueryClient();
    const answers = ['before the change', 'after the change'];
    let asked = 0;
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const observer = new QueryObserver(client, {
      queryKey: ['lists'],
      queryFn: async () => {
        const answer = answers[asked++]!;
        if (answer === 'before the change') await firstHeld;
        return answer;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(asked).toBe(1);
    const refreshed = refreshAfterChange(client, ['lists']);
    releaseFirst();
    await refreshed;
    expect(asked).toBe(2);
    expect(client.getQueryData(['lists'])).toBe('after the change');
    unsubscribe();
  });
});
