import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { isCharityBlocked, isSignedInOnly, routeHandle } from './route-access.ts';
import { createRoutes, signedInRoutes } from './router.tsx';

/** The app's whole route table, with `extra` screens added under the signed-in layout. */
function table(extra: RouteObject[] = []): RouteObject[] {
  return createRoutes(createQueryClient(), { signedInRoutes: [...signedInRoutes, ...extra] });
}

describe('route access, read from the route tree', () => {
  it.each([
    '/my-items',
    '/add-item',
    '/edit-item/12',
    '/edit-profile',
    '/profile',
    '/seek',
    '/explore',
    '/swaps',
    '/swaps/3',
    '/matches',
    '/matches/3',
    '/friends',
    '/about',
    '/contact',
    '/admin',
  ])('%s is for signed-in users only', (path) => {
    expect(isSignedInOnly(table(), path)).toBe(true);
  });

  it.each([
    '/',
    '/welcome',
    '/intro',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/tech-support',
    '/legal/privacy-policy',
    '/registration-complete',
    '/dashboard',
    '/no/such/page',
  ])('%s is public', (path) => {
    expect(isSignedInOnly(table(), path)).toBe(false);
  });

  it('makes a new screen under the signed-in layout signed-in only, with no other edit', () => {
    expect(isSignedInOnly(table(), '/brand-new')).toBe(false);
    expect(isSignedInOnly(table([{ path: 'brand-new', element: null }]), '/brand-new')).toBe(true);
  });

  it('keeps charities off the item pages and the friends page only', () => {
    expect(
      ['/my-items', '/add-item', '/edit-item/4', '/friends'].every((path) => isCharityBlocked(table(), path)),
    ).toBe(true);
    expect(
      ['/seek', '/swaps', '/profile', '/about', '/my-items-extra'].some((path) => isCharityBlocked(table(), path)),
    ).toBe(false);
  });

  it('keeps charities off a new screen that says so in its handle, and off the screens below it', () => {
    const shop: RouteObject = {
      path: 'shop',
      handle: { notForCharities: true },
      children: [{ index: true }, { path: 'basket' }],
    };
    expect(isCharityBlocked(table([shop]), '/shop')).toBe(true);
    expect(isCharityBlocked(table([shop]), '/shop/basket')).toBe(true);
    expect(isSignedInOnly(table([shop]), '/shop/basket')).toBe(true);
  });
});

describe('routeHandle', () => {
  it('keeps the fields it knows, with the right types, and drops the rest', () => {
    expect(routeHandle({ transition: 'slide-up', notForCharities: true, other: 1 })).toEqual({
      transition: 'slide-up',
      notForCharities: true,
    });
    expect(routeHandle({ transition: 'spin', signedInOnly: 'yes' })).toEqual({});
    expect(routeHandle(undefined)).toEqual({});
    expect(routeHandle('fade')).toEqual({});
  });
});
