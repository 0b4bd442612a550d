import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, renderApp } from '../test/render';
import { featureRoutes, ownLayoutRoutes, routes } from './router';
import { homeCall, groupsCall } from '@shop/contract/calls';

/** Every path the routes declare, with parameters filled in ('/details/:id' -> '/details/1'). */
function declaredPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    const here = r.index ? parent || '/' : r.path ? `${parent}/${r.path}`.replace(/\/+/g, '/') : parent;
    const own = r.path && r.path !== '*' ? [here.replace(/:\w+\??/g, '1').replace(/\*$/, 'x')] : r.index ? [here] : [];
    return [...own, ...declaredPaths(r.children ?? [], here)];
  });
}

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('routes', () => {
  it('match any case: /Home is /home, /Details/1 is /details/1 (every declared path)', () => {
    const paths = declaredPaths([...featureRoutes, ...ownLayoutRoutes]);
    expect(paths).toContain('/home');
    expect(paths).toContain('/admin/x');
    for (const path of paths) {
      const route = leaf(path);
      expect(route?.path, path).not.toBe('*');
      expect(leaf(path.toUpperCase()), path.toUpperCase()).toBe(route);
      expect(leaf(path.toLowerCase()), path.toLowerCase()).toBe(route);
    }
  });

  it('put the console under a layout of its own, not the storefront layout', () => {
    expect(matchRoutes(routes, '/admin/orders')?.[0]?.route).toBe(ownLayoutRoutes[0]);
    expect(matchRoutes(routes, '/home')?.[0]?.route).not.toBe(ownLayoutRoutes[0]);
  });

  it('send /notfound and any unknown path to the not-found page', () => {
    expect(leaf('/notfound')?.path).toBe('notfound');
    expect(leaf('/NotFound')?.path).toBe('notfound');
    expect(leaf('/no/such/page')?.path).toBe('*');
  });

  it.each(['/notfound', '/no/such/page'])('%s shows "404 - Not Found"', async (url) => {
    await renderApp(url);
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
  });

  it('/HOME renders the home page', async () => {
    answerWith(
      answer(homeCall, {
        status: true,
        msg: 'Success',
        data: { products: [], selected_products: [], new_products: [], slider: [], categories: [] },
      }),
      answer(groupsCall, { status: true, msg: 'Success', data: [{ id: 1, group_name: 'Honey' }] }),
    );
    await renderApp('/HOME');
    expect(await screen.findByRole('link', { name: 'Honey' })).toHaveAttribute('href', '/groups/1');
  });
});
