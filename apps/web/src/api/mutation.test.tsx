import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApiMutation } from './mutation';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

/** A call that answers when the test says so. */
function pendingCall() {
  let answer!: () => void;
  const run = vi.fn(
    () =>
      new Promise<{ status: true; msg: string; data: null; httpStatus: number }>((resolve) => {
        answer = () => resolve({ status: true, msg: 'Done', data: null, httpStatus: 200 });
      }),
  );
  return { run, answer: () => answer() };
}

describe('useApiMutation', () => {
  it('exclusive: the second of two taps in the same moment sends nothing; once answered, a new tap sends again', async () => {
    const call = pendingCall();
    const { result } = renderHook(() => useApiMutation({ run: call.run, exclusive: true }), { wrapper });
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    // The calls start a moment after mutate(): let them (the default case below sees both by then).
    await waitFor(() => expect(call.run).toHaveBeenCalled());
    await act(async () => {});
    expect(call.run).toHaveBeenCalledTimes(1);
    await act(async () => call.answer());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate());
    await waitFor(() => expect(call.run).toHaveBeenCalledTimes(2));
  });

  it('by default sends every tap (two quick taps on plus are two changes)', async () => {
    const call = pendingCall();
    const { result } = renderHook(() => useApiMutation({ run: call.run }), { wrapper });
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    await waitFor(() => expect(call.run).toHaveBeenCalledTimes(2));
  });
});
