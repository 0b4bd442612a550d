import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** navigate(to) after a delay (spec: 2 s after activation and registration, 3 s after a reset); cancelled on leaving. */
export function useNavigateLater() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
}

/** Text of the other direction (an e-mail in an Arabic sentence) isolated, so its punctuation stays in place. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
