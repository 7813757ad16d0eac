// A process's loop over work that comes due (payments, refunds, payouts to look at): a round every interval, or
// at once when woken (a callback), never two rounds at the same time; a thousand wakes during a round make one
// more round, not a thousand. A round that says it was full (more may be due) is followed by another at once: a
// backlog drains as fast as rounds run, not one round a second.
export interface DueWatcherLog {
  error(object: unknown, message: string): void;
}

export class DueWatcher {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    /** One round; `{ full: true }` when it took as much as a round takes, so that more may be due. */
    private readonly runRound: () => Promise<{ full: boolean }>,
    private readonly log: DueWatcherLog,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.wake(), this.intervalMs);
    this.timer.unref();
  }

  /** Runs a round now, or right after the one running. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.runRound()
      .then(({ full }) => {
        if (full) this.again = true;
      })
      .catch((error: unknown) => this.log.error(error, this.name))
      .finally(() => {
        this.round = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.schedule();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
  }
}
