import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED } from '../lib/guards';
import { pageOf, type PageDeclaration } from '../lib/page';
import { NotFoundPage, routes } from './router';

interface Leaf {
  path: string;
  page: PageDeclaration | undefined;
  underLogin: boolean;
}

/** Every page route with its full path and whether the login guard is above it. */
function leaves(list: RouteObject[], parent = '', underLogin = false): Leaf[] {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const guarded = underLogin || route.handle === LOGIN_REQUIRED;
    if (route.children) return leaves(route.children, path, guarded);
    return route.Component === NotFoundPage ? [] : [{ path, page: pageOf(route), underLogin: guarded }];
  });
}

describe('page declarations (lib/page.ts)', () => {
  const all = leaves(routes);

  it('declare every page of the shop', () => {
    expect(all.length).toBeGreaterThan(30);
    for (const leaf of all) expect(leaf.page, leaf.path).toBeDefined();
  });

  it('put every customer’s and staff page under the login guard, and no public page', () => {
    for (const { path, page, underLogin } of all) expect(underLogin, `${path} (${page?.access})`).toBe(page?.access !== 'public');
    expect(all.find((l) => l.path === '/myprofile')?.page?.access).toBe('customer');
  });

  it('render on the server only public pages, and keep only those that opt in', () => {
    const rendered = all.filter((l) => l.page?.render);
    expect(rendered.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/', '/home', '/products', '/details/:id', '/offers', '/contactus', '/privacy', '/wellnessquiz']),
    );
    for (const { path, page } of rendered) expect(page?.access, path).toBe('public');
    const kept = rendered.filter((l) => l.page?.render?.cache).map((l) => l.path);
    expect(kept).toContain('/details/:id');
    expect(kept).not.toContain('/contactus');
    expect(kept).not.toContain('/legal/:slug');
  });
});
