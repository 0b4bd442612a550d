// The one way the web changes something on the server (admin and storefront alike): a contract call whose
// refusal ({status:false, msg}, mostly sent with HTTP 200) takes the error path as an ApiRefusal carrying the
// server's message, so no screen checks `answer.status` by hand.
import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { Call, CallRef } from '@shop/contract';
import { ApiRefusal, ok, type Answer } from './client';
import { refreshAfterChange } from './queryClient';

/** An answer with status true: its data is the call's. */
export type Accepted<C extends Call | CallRef> = Extract<Answer<C>, { status: true }>;

/** The whole answer (its msg too), or a thrown ApiRefusal (message: the server's msg) when the server refused. */
export function accepted<C extends Call>(answer: Answer<C>): Accepted<C> {
  ok(answer);
  return answer as Accepted<C>;
}

export interface ApiMutationOptions<V, C extends Call> {
  /** Sends the contract call: `(vars) => api(someCall, fields)`. */
  run: (vars: V) => Promise<Answer<C>>;
  /** The server accepted: the answer (its msg and data). */
  onDone?: (answer: Accepted<C>, vars: V) => unknown;
  /** The server refused: `refusal.message` is its msg, `refusal.answer` the whole answer. Defaults to onFailed. */
  onRefused?: (refusal: ApiRefusal, vars: V) => unknown;
  /** No answer came (network, not the shop's answer), or a refusal when there is no onRefused. */
  onFailed?: (error: unknown, vars: V) => unknown;
  /** Queries to refresh once the server accepted. */
  refresh?: readonly QueryKey[];
  /**
   * While a call is under way, mutate() does nothing: a double tap on "Place order" places one order. The check is
   * made at the tap, not at the next render: both taps of a double tap arrive before the button shows as busy.
   */
  exclusive?: boolean;
}

export type ApiMutation<V, C extends Call> = UseMutationResult<Accepted<C>, Error, V>;

/** A TanStack mutation over a contract call: accepted answers to onDone, refusals to onRefused (or onFailed). */
export function useApiMutation<V = void, C extends Call = Call>({
  run,
  onDone,
  onRefused,
  onFailed,
  refresh = [],
  exclusive = false,
}: ApiMutationOptions<V, C>): ApiMutation<V, C> {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: async (vars: V) => accepted(await run(vars)),
    onSuccess: (answer, vars) => {
      for (const queryKey of refresh) void refreshAfterChange(queryClient, queryKey);
      return onDone?.(answer, vars);
    },
    onError: (error, vars) => (error instanceof ApiRefusal && onRefused ? onRefused(error, vars) : onFailed?.(error, vars)),
    onSettled: () => {
      running.current = false;
    },
  });
  if (!exclusive) return mutation;
  return {
    ...mutation,
    mutate: (...args) => {
      if (running.current) return;
      running.current = true;
      mutation.mutate(...args);
    },
  };
}
