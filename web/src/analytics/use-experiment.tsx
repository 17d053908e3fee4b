import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { experimentVariant, subscribeExperiments } from './experiments';
import { trackExposure } from './tracker';

export interface ExperimentView {
  /** A variant key; null: show control (not in the experiment, or no tracking); undefined: not known yet. */
  variant: string | null | undefined;
}

/**
 * The variant this visitor is assigned. Once known it stays for the life of the component: an
 * answer arriving later (a refresh after sign-in, a consent given) changes the next page, never
 * the one on screen.
 */
export function useExperiment(key: string): ExperimentView {
  const getSnapshot = useCallback(() => experimentVariant(key), [key]);
  const live = useSyncExternalStore(subscribeExperiments, getSnapshot, () => undefined);
  const [first, setFirst] = useState<{ variant: string | null } | null>(null);
  if (first === null && live !== undefined) setFirst({ variant: live });
  return { variant: first ? first.variant : live };
}

export interface SettledExperimentView extends ExperimentView {
  /** The wait ran out: control is shown, and it is no exposure of anything. */
  timedOut: boolean;
}

/**
 * useExperiment with a cap on the wait: after `waitMs` without an answer the screen falls back to
 * control for good (a late answer does not swap what the visitor is looking at).
 */
export function useSettledExperiment(key: string, waitMs: number): SettledExperimentView {
  const { variant } = useExperiment(key);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (variant !== undefined || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), waitMs);
    return () => clearTimeout(timer);
  }, [variant, timedOut, waitMs]);
  return timedOut ? { variant: null, timedOut } : { variant, timedOut };
}

/** Records that `variant` of `experiment` is on screen (once per page); null or undefined: nothing. */
export function useExposure(experiment: string, variant: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof variant === 'string') trackExposure(experiment, variant, pathname);
  }, [experiment, variant, pathname]);
}

/** The same as a component, rendered next to the variant it reports. */
export function Exposure({
  experiment,
  variant,
}: {
  experiment: string;
  variant: string | null | undefined;
}) {
  useExposure(experiment, variant);
  return null;
}
