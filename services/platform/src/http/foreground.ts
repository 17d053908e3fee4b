/**
 * What this thread's HTTP servers are doing now: the number of requests in flight, and a way to
 * wait until there are none. The standalone run's in-process event bus reads it to let background
 * work (consumers: e-mails, audit, read models) wait while requests are being answered, so a
 * burst of buyers is not slowed by the work their own requests set off (bench/checkout); a
 * deployment with a broker runs consumers in their own processes and does not use it.
 */
export class ForegroundActivity {
  private inFlight = 0;
  private readonly waiters = new Set<() => void>();

  get busy(): boolean {
    return this.inFlight > 0;
  }

  /** Counts a request until the returned function is called (once; later calls do nothing). */
  begin(): () => void {
    this.inFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of [...this.waiters]) wake();
    };
  }

  /** Resolves once no request is in flight, or after `timeoutMs`, whichever comes first. */
  idle(timeoutMs: number): Promise<void> {
    if (this.inFlight === 0 || timeoutMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      timer.unref();
      this.waiters.add(wake);
    });
  }
}

/** This thread's requests: every app createServiceApp builds counts its requests here. */
export const foregroundActivity = new ForegroundActivity();
