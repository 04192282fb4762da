/** The cookies policy names exactly the storage keys the app uses, so it stays true as the app changes. */
import { describe, expect, it } from 'vitest';
import policy from '@/../public/legal/cookies-policy.md?raw';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/test-*.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const code = Object.values(sources).join('\n');

/** The keys some code reads or writes (a name in storage-keys.ts that nothing uses is not stored). */
const usedKeys = [
  ...Object.entries(localKeys).filter(([name]) => code.includes(`localKeys.${name}`)),
  ...Object.entries(sessionKeys).filter(([name]) => code.includes(`sessionKeys.${name}`)),
].map(([, key]) => key);

describe('the cookies policy', () => {
  it('explains every key the app keeps in local or session storage', () => {
    expect(usedKeys).toContain('authToken');
    expect(usedKeys).toContain('legalNoticeAcknowledged');
    for (const key of usedKeys) expect(policy, `the cookies policy should explain ${key}`).toContain(`\`${key}\``);
  });

  it('names no key the app does not keep', () => {
    const named = [...policy.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(10);
    for (const key of named) expect(usedKeys, `${key} is named but never stored`).toContain(key);
  });
});
