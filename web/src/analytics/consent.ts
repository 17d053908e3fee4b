import { useSyncExternalStore } from 'react';
import type { ConsentMode } from './analytics-api';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './analytics-storage';

/**
 * Whether this browser may be tracked. The visitor's answer (localStorage `sokoni.consent`) wins;
 * without one the server's mode decides (opt-in: nothing until Accept; opt-out: tracked until
 * Decline). Do Not Track and Global Privacy Control are an answer already: never tracked.
 *
 * - allowed: events are sent, the anonymous id exists;
 * - blocked: DNT or GPC; declined: the visitor said no; ask: opt-in and no answer yet;
 * - pending: no answer and the mode is not known yet: events wait in memory, nothing is sent.
 */
export type ConsentAnswer = 'granted' | 'denied';
export type TrackingState = 'allowed' | 'blocked' | 'declined' | 'ask' | 'pending';

let mode: ConsentMode | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    // Another tab answered, or declined and took the id with it.
    if (e.key === STORAGE_KEYS.consent || e.key === STORAGE_KEYS.anonymousId) emit();
  });

export function privacySignal(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function consentAnswer(): ConsentAnswer | null {
  const v = readItem(STORAGE_KEYS.consent);
  return v === 'granted' || v === 'denied' ? v : null;
}

export function consentMode(): ConsentMode | null {
  return mode;
}

export function trackingState(): TrackingState {
  if (privacySignal()) return 'blocked';
  const answer = consentAnswer();
  if (answer === 'denied') return 'declined';
  if (answer === 'granted') return 'allowed';
  if (mode === null) return 'pending';
  return mode === 'opt-out' ? 'allowed' : 'ask';
}

export const isTrackingAllowed = () => trackingState() === 'allowed';

/** The banner asks when nobody has answered and no browser signal has answered for them. */
export function consentAsked(): boolean {
  return !privacySignal() && consentAnswer() === null && mode !== null;
}

export function setConsentMode(next: ConsentMode): void {
  if (mode === next) return;
  mode = next;
  emit();
}

/** Decline forgets the anonymous id and the assignments made for it (the tracker drops its queue). */
export function answerConsent(answer: ConsentAnswer): void {
  writeItem(STORAGE_KEYS.consent, answer);
  if (answer === 'denied') forgetVisitor();
  emit();
}

export function forgetVisitor(): void {
  removeItem(STORAGE_KEYS.anonymousId);
  removeItem(STORAGE_KEYS.experiments);
  removeItem(STORAGE_KEYS.once);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored anonymous id, if any (it exists only where tracking was allowed once). */
export function anonymousId(): string | null {
  const id = readItem(STORAGE_KEYS.anonymousId);
  return id && UUID.test(id) ? id : null;
}

/** The anonymous id, made on first need, and only while tracking is allowed. */
export function ensureAnonymousId(): string | null {
  if (!isTrackingAllowed()) return null;
  const id = anonymousId();
  if (id) return id;
  const fresh = crypto.randomUUID();
  writeItem(STORAGE_KEYS.anonymousId, fresh);
  return fresh;
}

/**
 * After a sign-out: the old id was linked to the account (POST /identify), so browsing on from it
 * would still be the user's. A new id starts (only while tracking is allowed; otherwise there is
 * none until there may be), and the assignments made for the old one go with it.
 */
export function rotateAnonymousId(): string | null {
  if (anonymousId() === null) return null;
  removeItem(STORAGE_KEYS.anonymousId);
  removeItem(STORAGE_KEYS.experiments);
  const fresh = ensureAnonymousId();
  emit();
  return fresh;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTrackingState(): TrackingState {
  return useSyncExternalStore(subscribeConsent, trackingState, () => 'pending');
}

export function useConsentAsked(): boolean {
  return useSyncExternalStore(subscribeConsent, consentAsked, () => false);
}

/** Tests only: back to a fresh start (mode unknown). */
export function resetConsentForTests(): void {
  mode = null;
  listeners.clear();
}
