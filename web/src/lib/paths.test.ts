import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths.ts';

describe('paths', () => {
  it('fills in the paths with a part to fill', () => {
    expect(paths.editItem(12)).toBe('/edit-item/12');
    expect(paths.matchDetail(3)).toBe('/matches/3');
    expect(paths.legal('privacy-policy')).toBe('/legal/privacy-policy');
    expect(paths.contactFrom('/swaps/3')).toBe('/contact?from=%2Fswaps%2F3');
    expect(paths.welcomeWithInvite('AB 12')).toBe('/welcome?ref=AB%2012');
  });

  it('makes links that the router patterns match', () => {
    expect(matchPath(routePatterns.editItem, paths.editItem(12))?.params).toEqual({ itemId: '12' });
    expect(matchPath(routePatterns.matchDetail, paths.matchDetail(3))?.params).toEqual({ matchId: '3' });
    expect(matchPath(routePatterns.legal, paths.legal('cookies-policy'))?.params).toEqual({
      documentType: 'cookies-policy',
    });
    expect(matchPath(routePatterns.legal, '/legal')).not.toBeNull();
  });
});
