export interface ReadinessCheck {
  /** Shown in the /ready document: `db`, `broker`, `redis`. */
  name: string;
  /**
   * Resolves true when the dependency can serve; false or a throw marks the app not ready (503).
   * `degraded`: the dependency is away but the app keeps answering without it (Redis, replaced by
   * per-process state), so the app stays ready (200) and the document says `degraded`.
   */
  check: () => Promise<boolean | 'degraded'>;
}

export interface HealthModuleOptions {
  checks: ReadinessCheck[];
  /**
   * What `/health` checks: only states a restart cures (a Kafka consumer that stopped for good),
   * never dependencies, or a database blip would restart every pod. Default: none.
   */
  liveness?: ReadinessCheck[];
  /** A check slower than this counts as failed. Default 3000 ms. */
  timeoutMs?: number;
}

export const HEALTH_OPTIONS = Symbol('sokoni:health-options');
