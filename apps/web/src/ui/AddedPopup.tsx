// The spec's add-to-cart popup (§4: 1.5 s, centred): in the middle of the screen, so on phones it never
// covers the header's cart icon, whose count changes at the same moment (issue 14.11). It lets taps
// through and is announced politely.
import { SpriteIcon } from './SpriteIcon';
import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_MS } from './toast';

let current: { message: string; id: number } | null = null;
/** How many adds this page has seen (the header's count pops on each). */
let added = 0;
let timer: number | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows `message` centred for the spec's 1.5 s (a second add restarts the time). */
export function showAddedPopup(message: string) {
  added += 1;
  current = { message, id: added };
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    current = null;
    emit();
  }, TOAST_MS.short);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The number of adds so far: changes on each successful add to cart. */
export const useAddedCount = () =>
  useSyncExternalStore(
    subscribe,
    () => added,
    () => 0,
  );

/** Mounted once in the layout. */
export function AddedPopupHost() {
  const popup = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  // Leaving the app (tests, hot reload) forgets a popup still timed.
  useEffect(() => () => window.clearTimeout(timer), []);
  return (
    // A live region (no status role: pages keep theirs for their own loading and answers).
    <div aria-live="polite" className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center p-6">
      {popup && (
        <p
          key={popup.id}
          data-testid="added-popup"
          className="added-popup flex max-w-xs flex-col items-center gap-3 rounded-3xl bg-ink-900/95 px-8 py-6 text-center text-base font-semibold text-cream-50 shadow-lift"
        >
          <SpriteIcon name="circle-check" size={40} className="text-honey-300" />
          {popup.message}
        </p>
      )}
    </div>
  );
}
