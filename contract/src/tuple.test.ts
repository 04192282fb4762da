import { describe, expect, it } from 'vitest';
import { exactly } from './tuple.ts';

describe('exactly', () => {
  it('answers the items themselves when there are exactly that many', () => {
    const items = ['a', 'b'];
    const [first, second] = exactly(items, 2);
    expect([first.toUpperCase(), second.toUpperCase()]).toEqual(['A', 'B']);
    expect(exactly(items, 2)).toBe(items);
  });

  it('fails naming what it counted when there are fewer or more', () => {
    expect(() => exactly(['a'], 2, 'reporters')).toThrow('expected 2 reporters, got 1');
    expect(() => exactly(['a', 'b', 'c'], 2)).toThrow('expected 2 items, got 3');
  });
});
