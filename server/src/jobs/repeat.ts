/**
 * Runs a job every `ms`, never two of its runs at once in this process (other processes may run it
 * too: each job is safe for that); a failed run is logged. Each run is counted by job and outcome
 * (`swapsies_job_runs_total`). Answers the function that stops it.
 */
import type { AppContext } from '../context.ts';

export function repeatEvery(
  ms: number,
  job: string,
  ctx: Pick<AppContext, 'log' | 'metrics'>,
  run: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .then(
        () => ctx.metrics.jobRuns.inc({ job, outcome: 'ok' }),
        (error: unknown) => {
          ctx.metrics.jobRuns.inc({ job, outcome: 'failed' });
          ctx.log.error({ err: error, job }, `${job}: the run failed`);
        },
      )
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
