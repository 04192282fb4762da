import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_OPENINGS, COLLECTIONS_MAX, QUIET_MS, QuietCollector, youngCollection } from './young-collection.ts';

describe('QuietCollector', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A collector whose young generation shrinks at the `shrinksAt`th collection. */
  const collectorWithCount = (shrinksAt = 1) => {
    const collect = vi.fn();
    const young = () => (collect.mock.calls.length >= shrinksAt ? 1024 * 1024 : 32 * 1024 * 1024);
    return { collector: new QuietCollector(() => collect, young), collect };
  };

  it('collects once, QUIET_MS after the last opening of a burst', () => {
    const { collector, collect } = collectorWithCount();
    for (let k = 0; k < BURST_OPENINGS; k++) collector.opened();
    vi.advanceTimersByTime(QUIET_MS - 1);
    collector.opened();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('leaves fewer openings than a burst alone, and counts the next burst from zero', () => {
    const { collector, collect } = collectorWithCount();
    for (let k = 0; k < BURST_OPENINGS - 1; k++) collector.opened();
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(collect).not.toHaveBeenCalled();
    collector.opened();
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    for (let k = 0; k < BURST_OPENINGS - 1; k++) collector.opened();
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('asks again each QUIET_MS while the young generation has not shrunk, at most COLLECTIONS_MAX times', () => {
    const { collector, collect } = collectorWithCount(2);
    for (let k = 0; k < BURST_OPENINGS; k++) collector.opened();
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(2);

    const never = collectorWithCount(Number.POSITIVE_INFINITY);
    for (let k = 0; k < BURST_OPENINGS; k++) never.collector.opened();
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(never.collect).toHaveBeenCalledTimes(COLLECTIONS_MAX);
  });

  it('gets a young collection from V8 in this process', () => {
    const collect = youngCollection();
    expect(collect).toBeTypeOf('function');
    collect?.();
  });
});
