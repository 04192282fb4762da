import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, vi } from 'vitest';
// React's onChange, as the app's entry (main.tsx) installs it: a test renders without the entry.
import './lib/react-on-change.ts';

// Preact runs passive effects after the next frame: requestAnimationFrame raced by a 35 ms timer,
// whose callback calls cancelAnimationFrame, gone once a file's jsdom is torn down. jsdom paints
// nothing, so here they run on the next task, as React's do.
options.requestAnimationFrame = (flush) => setTimeout(flush);

// findBy and waitFor wait up to 3 s, not 1 s: on a busy 2-core machine a lazy screen can take longer
// to arrive. A test that passes does not wait any longer for it.
configure({ asyncUtilTimeout: 3000 });

// What tests define on jsdom's globals, where jsdom has none or its own: put back after each test,
// as the next file may share this jsdom (vite.config.ts, `isolate`).
const defined = [
  [URL, 'createObjectURL'],
  [URL, 'revokeObjectURL'],
  [Element.prototype, 'scrollIntoView'],
  [HTMLImageElement.prototype, 'decode'],
] as const;
const originals = defined.map(([target, key]) => Object.getOwnPropertyDescriptor(target, key));

afterEach(async () => {
  cleanup();
  // A test that went offline leaves the next one online. Imported here, not above: after a file's
  // vi.resetModules the app has a new onlineManager, which the next files in its worker share.
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  defined.forEach(([target, key], index) => {
    const original = originals[index];
    if (original) Object.defineProperty(target, key, original);
    else Reflect.deleteProperty(target, key);
  });
});

// A lazy import still loading when a file ends fails once the file's connection to Vitest closes,
// and a worker that keeps its modules would give that failure to every later file importing it.
afterAll(() => vi.dynamicImportSettled());
