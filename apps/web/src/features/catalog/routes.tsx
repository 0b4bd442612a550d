import type { RouteObject } from 'react-router';
import { guarded } from '../../app/guards';
import { lazyPage } from '../../app/lazyPage';

const HomePage = lazyPage(() => import('./HomePage'), ['catalog']);

export const routes: RouteObject[] = [
  guarded([
    { index: true, Component: HomePage },
    { path: 'home', Component: HomePage },
  ]),
];
