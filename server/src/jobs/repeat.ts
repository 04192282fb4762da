/**
 * Runs a job every `ms`, never two of its runs at once in this process (other processes may run it
 * too: each job is safe for that); a failed run is logged. Each run is counted by job and outcome
 * (`swapsies_job_runs_total`). Answers the function that stops it.
 *
 * A run that fails because a part is out of reach (lib/outage.ts) is a warning, once until a run
 * succeeds again: the job simply runs again on its next tick, and a job that ticks every second
 * would otherwise write a line a second through the whole outage.
 */
import type { AppContext } from '../context.ts';
import { outageOf } from '../lib/outage.ts';

export function repeatEvery(
  ms: number,
  job: string,
  ctx: Pick<AppContext, 'log' | 'metrics'>,
  run: () => Promise<unknown>,
): () => void {
  let running = false;
  let waitingOut = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .then(
        () => {
          ctx.metrics.jobRuns.inc({ job, outcome: 'ok' });
          if (waitingOut) ctx.log.info({ job }, `${job}: running again`);
          waitingOut = false;
        },
        (error: unknown) => {
          ctx.metrics.jobRuns.inc({ job, outcome: 'failed' });
          const outage = outageOf(error);
          if (!outage) {
            ctx.log.error({ err: error, job }, `${job}: the run failed`);
          } else if (!waitingOut) {
            waitingOut = true;
            ctx.log.warn({ job, ...outage }, `${job}: ${outage.dependency} cannot be reached; trying again each run`);
          }
        },
      )
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
