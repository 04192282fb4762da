import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
// React's onChange, as the app's entry (main.tsx) installs it: a test renders without the entry.
import './lib/react-on-change.ts';

// Preact runs passive effects after the next frame: requestAnimationFrame raced by a 35 ms timer,
// whose callback calls cancelAnimationFrame, gone once a file's jsdom is torn down. jsdom paints
// nothing, so here they run on the next task, as React's do.
options.requestAnimationFrame = (flush) => setTimeout(flush);

// findBy and waitFor wait up to 3 s, not 1 s: on a busy 2-core machine a lazy screen can take longer
// to arrive. A test that passes does not wait any longer for it.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // A test that went offline leaves the next one online.
  onlineManager.setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
});
