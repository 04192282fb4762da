/**
 * Work done after the answer has gone, such as sending an email, so that the answer takes the same
 * time whatever the work finds. A failure is logged, never lost in silence; closing the app waits
 * for what is still running.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts `task` on its own; `log` (the request's logger) names the request that asked for it. */
  run(label: string, task: () => Promise<void>, log?: FastifyBaseLogger): void;
  /** Resolves once every task started so far, and any they started, has finished. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(appLog: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task, log = appLog) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: label }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
