/** A job's failed runs: a bug is an error each time; a part out of reach is one warning until it runs again. */
import pino from 'pino';
import { expect, it } from 'vitest';
import { DependencyUnavailableError } from '../lib/outage.ts';
import { createMetrics } from '../plugins/metrics.ts';
import { eventually } from '../test/chat-socket.ts';
import { repeatEvery } from './repeat.ts';

it('warns once while a part is out of reach, says when it runs again, and logs every bug', async () => {
  const logged: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const ctx = { log, metrics: createMetrics() };
  const outcomes = ['down', 'down', 'down', 'ok', 'bug', 'bug'];
  let runs = 0;
  const stop = repeatEvery(2, 'job', ctx, async () => {
    const outcome = outcomes[Math.min(runs, outcomes.length - 1)];
    runs += 1;
    if (outcome === 'down') throw new DependencyUnavailableError('PostgreSQL', new Error('connect ECONNREFUSED'));
    if (outcome === 'bug') throw new TypeError('not a function');
  });
  try {
    await eventually(() => runs >= outcomes.length, 'every run');
  } finally {
    stop();
  }
  const lines = logged.map(({ level, msg }) => ({ level, msg }));
  expect(lines.slice(0, 3)).toEqual([
    { level: 40, msg: 'job: PostgreSQL cannot be reached; trying again each run' },
    { level: 30, msg: 'job: running again' },
    { level: 50, msg: 'job: the run failed' },
  ]);
  expect(lines.slice(3).every((line) => line.level === 50)).toBe(true);
});
