import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
