import { ANY_RADIUS } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { widerRadius } from './wider-radius.ts';

describe('widerRadius', () => {
  it('steps out one radius at a time, then to anywhere, then no further', () => {
    expect(widerRadius(1)).toBe(3);
    expect(widerRadius(10)).toBe(25);
    expect(widerRadius(25)).toBe(ANY_RADIUS);
    expect(widerRadius(ANY_RADIUS)).toBeNull();
  });
});
