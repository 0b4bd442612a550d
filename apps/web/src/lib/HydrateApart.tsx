import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates apart from the rest: a Suspense boundary's server HTML is
 * hydrated after the page around it, at low priority and in time slices, so the page's first hydration is a
 * shorter task on a phone (Lighthouse's total blocking time). A tap inside the part before then makes React
 * hydrate it at once and handle the tap (docs/decisions/013-react-19.md). Nothing inside may suspend but a
 * part that waits to near the screen (hydrateWhenNear, which keeps its server HTML meanwhile): the fallback is nothing.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
