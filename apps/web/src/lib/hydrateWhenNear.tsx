import { createElement, lazy, type ComponentType } from 'react';
import { inBrowser } from './inBrowser';

/**
 * A part of the page whose code is loaded, and whose server HTML React hydrates, only once it is shown near the
 * screen: the footer far below the first screen, the desktop filter column on a phone (where it is not shown at
 * all), cost the first load nothing (docs/decisions/014-start-javascript.md). Render it inside a HydrateApart
 * boundary, with `id` on its root element. Until then its server HTML stays as it is (its links work as plain
 * links); on a page the server did not render, it loads at once.
 *
 * A part already shown near the screen when the page starts is loaded before React hydrates (preloadPartsInView,
 * main.tsx), like the page's own chunks: React drops a tap on a part whose code is still loading.
 *
 * The later wait is inside the lazy component's loader, not state: a state change would be an update of the
 * boundary before it hydrated, and React would throw the server HTML away and render the part anew.
 */
export function hydrateWhenNear<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  let stopWaiting: (() => void) | undefined;
  // The server renders it whole (the renderer waits for every part); the browser waits until it nears the screen.
  const Waiting = lazy(() =>
    new Promise<void>((resolve) => {
      stopWaiting = resolve;
      untilNearScreen(id, resolve);
    }).then(preload),
  );
  parts.push({ id, preload });
  return function WhenNear(props: P) {
    // Once the page has hydrated, a render of a part still waiting is an update reaching it: a navigation, which
    // changes the router's context above it. React holds such an update (a transition) until the part has
    // hydrated rather than throw its server HTML away, so the part's code must come now, or the page never changes.
    if (!loaded && pageHydrated()) stopWaiting?.();
    return createElement(loaded ?? Waiting, props);
  };
}

const pageHydrated = () => inBrowser && 'hydrated' in document.documentElement.dataset;

const parts: { id: string; preload: () => Promise<unknown> }[] = [];

/** Loads the code of every part the page shows near the screen now (before hydrateRoot). */
export async function preloadPartsInView(): Promise<void> {
  await Promise.all(parts.filter(({ id }) => isNear(document.getElementById(id))).map(({ preload }) => preload()));
}

/** Shown (not display: none, nor inside it) and within a screen of the viewport. */
function isNear(element: Element | null): boolean {
  const box = element?.getClientRects()[0];
  return !!box && box.top < 2 * window.innerHeight && box.bottom > -window.innerHeight;
}

/**
 * Calls `resolve` once the server-rendered element `id` is a screen away from the viewport, or once React has put it
 * away (an urgent update of its boundary before it hydrated makes React render the part anew), or at once without
 * one.
 */
function untilNearScreen(id: string, resolve: () => void): void {
  const element = inBrowser ? document.getElementById(id) : null;
  const parent = element?.parentNode;
  if (!element || !parent || typeof IntersectionObserver === 'undefined') return resolve();
  const done = () => {
    near.disconnect();
    removed.disconnect();
    resolve();
  };
  // A screen ahead, so it is live by the time the shopper gets there.
  const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
    rootMargin: '100% 0px',
  });
  near.observe(element);
  const removed = new MutationObserver(() => !element.isConnected && done());
  removed.observe(parent, { childList: true });
}
