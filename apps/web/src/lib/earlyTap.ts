import { allHydrated } from './hydrateLater';

/**
 * main.tsx, once the page has hydrated: the app is live. boot.js stops keeping taps, and the button a shopper
 * tapped before (boot.js marked it `data-early-tap`) is tapped again, once every part has hydrated (it may be
 * in a part that hydrates later) and the hydration's effects have run. The page asks for the app's script
 * only after its first paint, so on a slow phone a tap can come first; without this it would be lost.
 */
export function goLive() {
  document.documentElement.setAttribute('data-live', '');
  const tapped = document.querySelector<HTMLButtonElement>('button[data-early-tap]');
  if (!tapped) return;
  tapped.removeAttribute('data-early-tap');
  void allHydrated().then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (tapped.isConnected && !tapped.disabled) tapped.click();
      }),
    ),
  );
}
