/**
 * Runs a job every `ms`, never two of its runs at once in this process (other processes may run it
 * too: each job is safe for that); a failed run is logged. Answers the function that stops it.
 */
import type { FastifyBaseLogger } from 'fastify';

export function repeatEvery(
  ms: number,
  label: string,
  log: FastifyBaseLogger,
  run: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
