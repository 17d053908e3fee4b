export interface ReadinessCheck {
  /** Shown in the /ready document: `db`, `broker`, `redis`. */
  name: string;
  /** Resolves true when the dependency can serve; false or a throw marks the app not ready. */
  check: () => Promise<boolean>;
}

export interface HealthModuleOptions {
  checks: ReadinessCheck[];
  /** A check slower than this counts as failed. Default 3000 ms. */
  timeoutMs?: number;
}

export const HEALTH_OPTIONS = Symbol('sokoni:health-options');
