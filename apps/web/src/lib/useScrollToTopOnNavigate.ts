import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/** A new page starts at the top; back and forward leave the browser's own scroll position. */
export function useScrollToTopOnNavigate(pathname: string) {
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}
