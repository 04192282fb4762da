import fs from 'node:fs';

/** Time is injected so that expiry and windows can be tested without sleeping. */
export interface Clock {
  now(): Date;
  /** Waits `ms` (a deliberate delay, such as sign-in back-off). */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A clock that tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-11-22T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  /** Every wait asked for, in order; the time moves on at once instead of waiting. */
  readonly sleeps: number[] = [];
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.advance(ms);
  }
}

/** How long offsetClock trusts the offset it read: now() is called many times a request. */
const OFFSET_REREAD_MS = 100;

/**
 * The system clock, ahead by the milliseconds written in `file` (0 while there is none): the
 * browser journeys move the server's time forward with it (CLOCK_OFFSET_FILE).
 */
export function offsetClock(file: string): Clock {
  let offset = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  const offsetNow = () => {
    const real = Date.now();
    if (real - readAt > OFFSET_REREAD_MS) {
      readAt = real;
      offset = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) || 0 : 0;
    }
    return real + offset;
  };
  return { now: () => new Date(offsetNow()), sleep: systemClock.sleep };
}
