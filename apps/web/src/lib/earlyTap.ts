/**
 * The buttons and choices (radios, checkboxes) a shopper tapped before the app's script ran, in the order tapped.
 * Until then the server's page has no script of its own: boot.js marks each tap (`data-early-tap`, its default
 * action held back). main.tsx takes them the moment React's listeners are attached (boot.js stops marking once
 * <html data-live> is set) and taps them again, so each tap counts once: never lost, never handled twice
 * (docs/decisions/013-react-19.md).
 */
export function takeEarlyTaps(): HTMLElement[] {
  document.documentElement.setAttribute('data-live', '');
  const tapped = [...document.querySelectorAll<HTMLElement>('[data-early-tap]')].sort(
    (a, b) => Number(a.dataset.earlyTap) - Number(b.dataset.earlyTap),
  );
  for (const element of tapped) element.removeAttribute('data-early-tap');
  return tapped;
}

/**
 * Taps again what was tapped early, skipping what has gone or been disabled meanwhile. One tap per task: React
 * commits what a tap changed (a radio's choice) at the end of its task, and the next tap (Apply) must see it.
 */
export async function replayTaps(tapped: HTMLElement[]) {
  for (const element of tapped) {
    if (element.isConnected && !(element as HTMLButtonElement).disabled) element.click();
    await new Promise((resolve) => setTimeout(resolve));
  }
}
