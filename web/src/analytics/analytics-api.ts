import { api, unwrap } from '../api/client';
import type { components } from '../api/schema';

/**
 * Every HTTP call of first-party analytics (services/analytics through the gateway), through the
 * generated client: the reader's language, the access token when signed in, one refresh on a 401.
 * Only the beacon of a page going away is sent by hand.
 */
type S = components['schemas'];

export type ConsentMode = S['ConsentConfigResponse']['consentMode'];
export type BrowserEventName = S['TrackedEventDto']['name'];

/** Ids, counts, the search words: never a name, an e-mail address or a phone number. */
export type EventProperties = Record<string, string | number | boolean>;

export interface BrowserEvent extends Omit<S['TrackedEventDto'], 'properties'> {
  /** location.pathname only: the query string can carry what a visitor typed. */
  path: string;
  properties?: EventProperties;
}

export interface EventBatch {
  anonymousId: string;
  events: BrowserEvent[];
}

/** Experiment key → variant; null: outside the experiment's traffic (shows control, never counted). */
export type Assignments = S['AssignmentsResponse']['assignments'];

export const EVENTS_PATH = '/api/v1/analytics/events';

export const analyticsApi = {
  async consentMode(): Promise<ConsentMode> {
    const data = await unwrap(api.GET('/api/v1/analytics/config'));
    // Anything but an explicit opt-out waits for consent: the safe reading of a surprise.
    return data.consentMode === 'opt-out' ? 'opt-out' : 'opt-in';
  },

  async sendEvents(batch: EventBatch): Promise<number> {
    // keepalive: a batch under way when the page goes away still arrives.
    const data = await unwrap(api.POST(EVENTS_PATH, { body: batch, keepalive: true }));
    return data.accepted;
  },

  /**
   * For a page going away: no headers (no token, no language), which the endpoint accepts. The JSON
   * goes as text/plain, a CORS-safelisted type: application/json would need a preflight when the
   * API is on another origin, and a beacon cannot make one (the browser drops it).
   */
  beaconEvents(batch: EventBatch): boolean {
    if (typeof navigator.sendBeacon !== 'function') return false;
    const blob = new Blob([JSON.stringify(batch)], { type: 'text/plain' });
    return navigator.sendBeacon(EVENTS_PATH, blob);
  },

  async assignments(anonymousId: string): Promise<Assignments> {
    const data = await unwrap(
      api.GET('/api/v1/analytics/assignments', { params: { query: { anonymousId } } }),
    );
    const out: Assignments = {};
    for (const [key, value] of Object.entries(data.assignments ?? {}))
      if (typeof value === 'string' || value === null) out[key] = value;
    return out;
  },

  async identify(anonymousId: string): Promise<void> {
    await unwrap(api.POST('/api/v1/analytics/identify', { body: { anonymousId } }));
  },
};
