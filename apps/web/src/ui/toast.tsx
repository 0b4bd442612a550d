// Toasts (sonner), loaded on the first toast so the library stays out of the first page's JavaScript.
// Spec durations: 1.5 to 3 s (TOAST_MS); titles Success, Failed, Error come from the caller's strings.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

export const TOAST_MS = { short: 1500, normal: 2000, long: 3000 } as const;

const loadSonner = () => import('sonner');

let wanted = false;
const listeners = new Set<() => void>();

type Kind = 'success' | 'error' | 'warning' | 'info' | 'message';

function show(kind: Kind, message: string, options: ExternalToast = {}) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  // sonner shows toasts made before its Toaster subscribed, so the order of loading does not matter.
  void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, { duration: TOAST_MS.normal, ...options }));
}

/** toast.success('Success'), toast.error(msg, { duration: TOAST_MS.short }), toast.warning(...), ... */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The toasts' place on the page, mounted once a toast is wanted. */
export function ToastHost(props: ToasterProps) {
  const show = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    // No toast is wanted while the server renders a page.
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
