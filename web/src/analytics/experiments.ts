import { session } from '../auth/session';
import { analyticsApi, type Assignments } from './analytics-api';
import { readItem, STORAGE_KEYS, writeItem } from './analytics-storage';
import {
  anonymousId,
  ensureAnonymousId,
  isTrackingAllowed,
  subscribeConsent,
  trackingState,
} from './consent';

/**
 * The server's experiment assignments for this browser's anonymous id: remembered in localStorage
 * (`sokoni.experiments`, with the id they were made for) so a return visit renders its variant at
 * once, and asked again at start. Without tracking there is no id: every experiment shows control.
 */
interface Cached {
  anonymousId: string;
  assignments: Assignments;
}

let started = false;
let known: Cached | null = null;
/** The last ask failed and nothing was remembered: control rather than waiting forever. */
let failed = false;
let fetchedFor: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function readCache(): Cached | null {
  try {
    const data = JSON.parse(readItem(STORAGE_KEYS.experiments) ?? 'null') as Partial<Cached> | null;
    if (!data || typeof data.anonymousId !== 'string' || !data.assignments) return null;
    const assignments: Assignments = {};
    for (const [key, value] of Object.entries(data.assignments))
      if (typeof value === 'string' || value === null) assignments[key] = value;
    return { anonymousId: data.anonymousId, assignments };
  } catch {
    return null;
  }
}

/**
 * The variant to show: a variant key, null for control (outside the experiment, not running, or
 * no tracking), undefined while not known yet.
 */
export function experimentVariant(key: string): string | null | undefined {
  if (!started) return null;
  const state = trackingState();
  if (state !== 'allowed' && state !== 'pending') return null;
  const id = anonymousId();
  if (known && id && known.anonymousId === id) return known.assignments[key] ?? null;
  // Pending without a remembered answer: the mode decides whether there will ever be one.
  if (state === 'pending') return undefined;
  return failed ? null : undefined;
}

/** Asks the server (after the session is back, so a signed-in visitor's token links the id). */
export async function refreshAssignments(): Promise<void> {
  const id = isTrackingAllowed() ? ensureAnonymousId() : null;
  if (!id) return;
  fetchedFor = id;
  try {
    await session.restore();
    const assignments = await analyticsApi.assignments(id);
    if (anonymousId() !== id) return; // declined meanwhile
    known = { anonymousId: id, assignments };
    failed = false;
    writeItem(STORAGE_KEYS.experiments, JSON.stringify(known));
  } catch {
    failed = true;
  }
  emit();
}

function onConsentChange(): void {
  // Allowed now (Accept, or the mode arrived) and not asked for this id yet: ask.
  const id = anonymousId();
  if (isTrackingAllowed() && (!id || id !== fetchedFor)) void refreshAssignments();
  emit();
}

/** Loads the remembered assignments and asks the server once, when tracking is allowed. */
export function startExperiments(): () => void {
  started = true;
  known = readCache();
  const unsubscribe = subscribeConsent(onConsentChange);
  if (isTrackingAllowed()) void refreshAssignments();
  emit();
  return () => {
    unsubscribe();
    started = false;
  };
}

export function subscribeExperiments(listener: () => void): () => void {
  listeners.add(listener);
  const off = subscribeConsent(listener);
  return () => {
    listeners.delete(listener);
    off();
  };
}

/** Tests only. */
export function resetExperimentsForTests(): void {
  started = false;
  known = null;
  failed = false;
  fetchedFor = null;
}
