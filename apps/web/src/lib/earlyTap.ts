import { allHydrated } from './hydrateLater';

/**
 * main.tsx, once the page has hydrated: the app goes live when every part has hydrated (the header and the
 * parts below the fold hydrate after the page, lib/hydrateLater.tsx). Until then boot.js keeps taps: the button
 * a shopper tapped (boot.js marked it `data-early-tap`) is tapped again once the hydration's effects have run.
 * The page asks for the app's script only after its first paint, so on a slow phone a tap can come first;
 * without this it would be lost.
 */
export function goLive() {
  void allHydrated().then(() => {
    document.documentElement.setAttribute('data-live', '');
    const tapped = document.querySelector<HTMLButtonElement>('button[data-early-tap]');
    if (!tapped) return;
    tapped.removeAttribute('data-early-tap');
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (tapped.isConnected && !tapped.disabled) tapped.click();
      }),
    );
  });
}
