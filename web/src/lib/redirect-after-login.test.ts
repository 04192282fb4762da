import { describe, expect, it } from 'vitest';
import { rememberRedirectAfterLogin, takeRedirectAfterLogin } from './redirect-after-login.ts';
import { sessionKeys } from './storage-keys.ts';

describe('redirectAfterLogin', () => {
  it('is read once', () => {
    rememberRedirectAfterLogin('/swaps/4?x=1');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/swaps/4?x=1');
    expect(takeRedirectAfterLogin()).toBe('/swaps/4?x=1');
    expect(takeRedirectAfterLogin()).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s',
    (path) => {
      rememberRedirectAfterLogin(path);
      expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBeNull();
      sessionStorage.setItem(sessionKeys.redirectAfterLogin, path);
      expect(takeRedirectAfterLogin()).toBeNull();
    },
  );
});
