import { describe, expect, it } from 'vitest';
import { lockPageScroll } from './lock-page-scroll.ts';

describe('lockPageScroll', () => {
  it('lets the page scroll again once the last overlay lets go, in whatever order they close', () => {
    document.body.style.overflow = 'auto';
    const sheet = lockPageScroll();
    const confirmation = lockPageScroll();
    expect(document.body.style.overflow).toBe('hidden');
    sheet();
    expect(document.body.style.overflow).toBe('hidden');
    confirmation();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('counts a release once, however often it is called', () => {
    document.body.style.overflow = '';
    const first = lockPageScroll();
    const second = lockPageScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
  });
});
