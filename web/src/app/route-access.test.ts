import { describe, expect, it } from 'vitest';
import { isCharityBlocked, isSignedInOnly } from './route-access.ts';

describe('route access table', () => {
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
  ])('%s is for signed-in users only', (path) => {
    expect(isSignedInOnly(path)).toBe(true);
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
  ])('%s is public', (path) => {
    expect(isSignedInOnly(path)).toBe(false);
  });

  it('keeps charities off the item pages and the friends page only', () => {
    expect(['/my-items', '/add-item', '/edit-item/4', '/friends'].every(isCharityBlocked)).toBe(true);
    expect(['/seek', '/swaps', '/profile', '/about', '/my-items-extra'].some(isCharityBlocked)).toBe(false);
  });
});
