import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { offsetClock } from './clock.ts';

describe('offsetClock (CLOCK_OFFSET_FILE, for the browser journeys)', () => {
  it('runs with the system clock until the file says how far ahead, and reads it again when it changes', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clock-')), 'offset');
    const clock = offsetClock(file);
    const drift = () => clock.now().getTime() - Date.now();
    expect(Math.abs(drift())).toBeLessThan(50);
    fs.writeFileSync(file, String(86_400_000));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(drift()).toBeGreaterThan(86_400_000 - 50);
    expect(drift()).toBeLessThan(86_400_000 + 50);
    expect(loadConfig({ CLOCK_OFFSET_FILE: file }, '/srv').clockOffsetFile).toBe(file);
    expect(loadConfig({}, '/srv').clockOffsetFile).toBeNull();
  });
});
