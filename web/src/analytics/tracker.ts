import { ApiError } from '../api/problem';
import {
  analyticsApi,
  type BrowserEvent,
  type BrowserEventName,
  type EventProperties,
} from './analytics-api';
import { readItem, STORAGE_KEYS, writeItem } from './analytics-storage';
import { ensureAnonymousId, isTrackingAllowed, subscribeConsent, trackingState } from './consent';

/**
 * The browser's event queue: batches of at most 20 every 5 seconds through the API, and what is
 * left with `navigator.sendBeacon` when the page is hidden or goes away. Nothing leaves the browser
 * unless tracking is allowed (consent.ts); while the mode is not known yet, events wait in memory.
 */
export const BATCH_SIZE = 20;
export const FLUSH_INTERVAL_MS = 5_000;
/** A long offline spell keeps the newest events, not all of them. */
const MAX_QUEUE = 200;
const PATH_MAX = 512;
const TEXT_MAX = 200;

let queue: BrowserEvent[] = [];
let flushing: Promise<void> | null = null;
let lastPageView: string | null = null;
let lastPath: string | null = null;
let pageSeq = 0;
const exposed = new Map<string, number>();

function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}

function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return (bare.startsWith('/') ? bare : `/${bare}`).slice(0, PATH_MAX);
}

function cleanProperties(properties: EventProperties | undefined): EventProperties | undefined {
  if (!properties) return undefined;
  const out: EventProperties = {};
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'string') out[key] = value.slice(0, TEXT_MAX);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
      out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

function keep(events: BrowserEvent[]): void {
  queue = events.length > MAX_QUEUE ? events.slice(-MAX_QUEUE) : events;
}

/**
 * Queues an event of the current page (or `path`). Dropped at once when tracking is not allowed;
 * held in memory while the consent mode is still unknown.
 */
export function track(name: BrowserEventName, properties?: EventProperties, path = currentPath()): void {
  const state = trackingState();
  if (state !== 'allowed' && state !== 'pending') return;
  const event: BrowserEvent = { name, occurredAt: new Date().toISOString(), path: cleanPath(path) };
  const props = cleanProperties(properties);
  if (props) event.properties = props;
  keep([...queue, event]);
  if (state === 'allowed' && queue.length >= BATCH_SIZE) void flush();
}

/** Like track, once per browser for `onceKey` (a purchase seen again on a reload stays one). */
export function trackOnce(onceKey: string, name: BrowserEventName, properties?: EventProperties): void {
  const state = trackingState();
  if (state !== 'allowed' && state !== 'pending') return;
  let seen: string[] = [];
  try {
    const parsed: unknown = JSON.parse(readItem(STORAGE_KEYS.once) ?? '[]');
    if (Array.isArray(parsed)) seen = parsed.filter((k): k is string => typeof k === 'string');
  } catch {
    // A damaged list is an empty one.
  }
  if (seen.includes(onceKey)) return;
  // Marked only when it will be sent: an event held while the mode is unknown may yet be dropped.
  if (state === 'allowed') writeItem(STORAGE_KEYS.once, JSON.stringify([...seen, onceKey].slice(-50)));
  track(name, properties);
}

/** The page's sequence number: it moves on whenever the path changes. */
function pageOf(path: string): number {
  if (path !== lastPath) {
    lastPath = path;
    pageSeq += 1;
  }
  return pageSeq;
}

/** One page_view per change of path (React's double effects and re-renders do not repeat it). */
export function trackPageView(path: string): void {
  const state = trackingState();
  if (state !== 'allowed' && state !== 'pending') return;
  pageOf(path);
  if (lastPageView === path) return;
  lastPageView = path;
  track('page_view', undefined, path);
}

/** One experiment_exposure per experiment and page, when its variant is on screen. */
export function trackExposure(experiment: string, variant: string, path: string): void {
  const page = pageOf(path);
  if (exposed.get(experiment) === page) return;
  const state = trackingState();
  if (state !== 'allowed' && state !== 'pending') return;
  exposed.set(experiment, page);
  track('experiment_exposure', { experiment, variant }, path);
}

/** A refusal (4xx) would be refused again: only a lost connection or a server error retries. */
function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

/** Sends everything queued, a batch of at most BATCH_SIZE at a time. */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    while (queue.length > 0) {
      const anonymousId = isTrackingAllowed() ? ensureAnonymousId() : null;
      if (!anonymousId) {
        if (trackingState() !== 'pending') queue = [];
        return;
      }
      const batch = queue.slice(0, BATCH_SIZE);
      queue = queue.slice(batch.length);
      try {
        await analyticsApi.sendEvents({ anonymousId, events: batch });
      } catch (error) {
        // Back in front, for the next tick; a refused batch is dropped (it would fail forever).
        if (retryable(error)) keep([...batch, ...queue]);
        return;
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** The page is hidden or going away: no time for fetch, the browser delivers beacons afterwards. */
export function sendWithBeacon(): void {
  const anonymousId = isTrackingAllowed() ? ensureAnonymousId() : null;
  if (!anonymousId || queue.length === 0) return;
  while (queue.length > 0) {
    const batch = queue.slice(0, BATCH_SIZE);
    if (!analyticsApi.beaconEvents({ anonymousId, events: batch })) return; // kept for later
    queue = queue.slice(batch.length);
  }
}

/**
 * Before the anonymous id changes (a sign-out): what was queued happened under the old id, so it
 * goes now, with that id, by beacon; what the browser will not take is dropped rather than sent
 * later under the new id, which would tie the new id to the account's browsing.
 */
export function sendQueuedBeforeRotation(): void {
  sendWithBeacon();
  queue = [];
}

function onConsentChange(): void {
  const state = trackingState();
  if (state === 'pending' || state === 'allowed') return;
  // No: what waited is forgotten, and an Accept later counts the page it is given on.
  queue = [];
  lastPageView = null;
  exposed.clear();
}

/** Starts the timer and the page-hide listeners; returns what stops them. */
export function startTracker(): () => void {
  const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') sendWithBeacon();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', sendWithBeacon);
  const unsubscribe = subscribeConsent(onConsentChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', sendWithBeacon);
    unsubscribe();
  };
}

/** Tests only: what is waiting, the batch under way, and a clean slate. */
export const queuedEvents = (): readonly BrowserEvent[] => queue;
export const whenSent = (): Promise<void> => flushing ?? Promise.resolve();
export function resetTrackerForTests(): void {
  queue = [];
  flushing = null;
  lastPageView = null;
  lastPath = null;
  pageSeq = 0;
  exposed.clear();
}
