import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { suggestQuery } from './api';

// The sentence's chunk (react-i18next's Trans, about 4.5 kB gzip) is asked for only once there is a spelling to
// offer. The server renders no suggestion (it does not ask suggest.php), and neither does the hydrating page, so the
// Suspense boundary never appears in server HTML.
const DidYouMeanLink = lazy(() => import('./DidYouMeanLink'));

/** "Did you mean …?" above a search that found few products, when suggest.php knows a closer spelling. */
export function DidYouMean({ keyword }: { keyword: string }) {
  // suggest.php answers from two letters on.
  const suggest = useQuery({ ...suggestQuery(keyword), enabled: [...keyword].length >= 2 });
  const name = suggest.data?.did_you_mean;
  if (!name || name === keyword) return null;
  return (
    <Suspense fallback={null}>
      <DidYouMeanLink name={name} />
    </Suspense>
  );
}
