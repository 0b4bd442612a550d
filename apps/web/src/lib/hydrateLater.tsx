import { Suspense, useState, type ReactNode } from 'react';

// A server-rendered page hydrates in one task, and on a phone that task grew to several hundred milliseconds in
// which a tap waits (Lighthouse's total blocking time; issue 13). The parts below the fold hydrate after the rest
// instead, each in a task of its own once the browser is idle: until then Preact keeps their server HTML as it is
// (a part that suspends while hydrating keeps its DOM and hydrates into it when it resumes), so they look the
// same, their links work, and their buttons answer once their turn has come, a moment later.

let deferring = false;
const waiting: (() => void)[] = [];
const whenDone: (() => void)[] = [];

/** main.tsx: the page is about to hydrate; parts in HydrateLater wait their turn. */
export function hydrating() {
  deferring = true;
}

/** main.tsx: the page has hydrated; the waiting parts now hydrate one per idle moment. */
export function hydrated() {
  nextTurn();
}

/** Resolves once every part that waited has hydrated (at once when none waits). */
export const allHydrated = () => new Promise<void>((resolve) => (deferring ? whenDone.push(resolve) : resolve()));

const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 1);

// Parts keep taking turns until an idle moment finds none waiting: a part whose parent rendered again while it
// waited is mounted anew by Preact and takes a new turn, rather than hydrating at once in that render.
function nextTurn() {
  idle(() => {
    const turn = waiting.shift();
    if (turn) {
      turn();
      nextTurn();
    } else {
      deferring = false;
      whenDone.splice(0).forEach((resolve) => resolve());
    }
  });
}

/** A turn in the queue of parts waiting to hydrate: `done` once it has come. */
function takeTurn() {
  const turn = { done: false, promise: Promise.resolve() };
  turn.promise = new Promise<void>((resolve) => waiting.push(resolve)).then(() => void (turn.done = true));
  return turn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  // Kept across the suspended render and the one that resumes it (Preact keeps the component and its state).
  const [turn] = useState(() => (deferring ? takeTurn() : null));
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * Hydrates `children` after the rest of the page, when the browser is idle. On the server, and once the first
 * page's parts are all in, they render at once (a page opened in that first second shows them a moment later). `children` must render one element: that is the DOM Preact keeps meanwhile. Not for
 * parts that use useId (Radix primitives, ui/Field): an id made in a later hydration can repeat one the page has
 * (the filter panel's title, deferred, named the filter overlay too).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
