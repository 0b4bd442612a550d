// The URL's query as a page's state (filters, sort, offset), changed so that quick changes add up.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** A change of the query: the new query from the current one (a copy, free to change). */
export type QueryChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The URL's query, and a change built on the latest query. React Router renders a new URL in a transition, and
 * until that render commits `useSearchParams` still gives the URL before it. Two changes in quick succession (two
 * filters picked on a slow phone) would each build on that older URL, and the second would undo the first. So a
 * change builds on the last one asked for, while the router has not yet rendered it.
 */
export function useUrlParams(): [URLSearchParams, (change: QueryChange) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The last query asked for, until the router renders a location (that one, or another such as Back's).
  const asked = useRef<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    asked.current = null;
  }, [location]);
  const change = (update: QueryChange) => {
    asked.current = update(new URLSearchParams(asked.current ?? params));
    setParams(asked.current);
  };
  return [params, change];
}

/** Sets (or, when empty, removes) each of `changes`' fields; any change but the page's own starts at the first page. */
export function withFields(changes: Record<string, string | undefined>): QueryChange {
  return (current) => {
    for (const [field, value] of Object.entries(changes)) {
      if (value) current.set(field, value);
      else current.delete(field);
    }
    if (!('offset' in changes)) current.delete('offset');
    return current;
  };
}
