// How long the primary waits before starting a new API worker after one ended. A worker that ends before it
// ever listened (the database unreachable at start, a bad setting) would otherwise be started again every
// second for as long as the fault lasts, each start costing a process and a connection attempt: the wait
// doubles with each such end, up to a cap, and starts again from the first once a worker has listened.

export interface BackoffSteps {
  firstMs: number;
  maxMs: number;
}

export const WORKER_RESTART_BACKOFF: BackoffSteps = { firstMs: 1_000, maxMs: 60_000 };

export class RestartBackoff {
  private failures = 0;

  constructor(private readonly steps: BackoffSteps = WORKER_RESTART_BACKOFF) {}

  /** The wait before the next start, after a worker ended; `listened` if it had served. */
  next(listened: boolean): number {
    if (listened) this.failures = 0;
    const delay = Math.min(this.steps.maxMs, this.steps.firstMs * 2 ** Math.min(this.failures, 30));
    this.failures += 1;
    return delay;
  }
}
