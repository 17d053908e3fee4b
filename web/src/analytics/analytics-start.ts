import { session } from '../auth/session';
import { analyticsApi } from './analytics-api';
import {
  anonymousId,
  consentAnswer,
  isTrackingAllowed,
  privacySignal,
  rotateAnonymousId,
  setConsentMode,
} from './consent';
import { refreshAssignments, startExperiments } from './experiments';
import { sendQueuedBeforeRotation, startTracker } from './tracker';

let stop: (() => void) | null = null;

/**
 * After a sign-in (not the session coming back at start: the assignments ask then carries the
 * token), links the anonymous id to the account, then asks again: the account's earlier
 * assignment, from another device, may win.
 */
async function identify(): Promise<void> {
  const id = isTrackingAllowed() ? anonymousId() : null;
  if (!id) return;
  try {
    await analyticsApi.identify(id);
  } catch {
    // Not linked this time; the next sign-in tries again.
  }
  await refreshAssignments();
}

/**
 * After a sign-out (or a session that ended): the anonymous id was the account's, so a new one
 * starts; the server never links it to anyone until the next sign-in. Assignments are asked for the
 * new id (experiments.ts follows the consent listeners).
 */
function signedOut(): void {
  if (!anonymousId()) return;
  sendQueuedBeforeRotation();
  rotateAnonymousId();
}

function watchSignIns(): () => void {
  let live = true;
  let unsubscribe = () => {};
  void session.restore().then(() => {
    if (!live) return;
    let last = session.currentUser()?.id ?? null;
    unsubscribe = session.subscribe(() => {
      const id = session.currentUser()?.id ?? null;
      if (id && id !== last) {
        // Another account on the same device without a sign-out in between: not tied to the first.
        if (last) signedOut();
        void identify();
      } else if (!id && last) signedOut();
      last = id;
    });
  });
  return () => {
    live = false;
    unsubscribe();
  };
}

/**
 * Starts first-party analytics, before the first render (main.tsx) so experiments know from the
 * start whether to wait for an answer. Idempotent.
 */
export function startAnalytics(): void {
  if (stop) return;
  const stops = [startExperiments(), startTracker(), watchSignIns()];
  // The mode matters only to a visitor nobody has answered for (not the browser, not themselves).
  if (!privacySignal() && consentAnswer() === null)
    analyticsApi.consentMode().then(
      (mode) => setConsentMode(mode),
      // Unknown mode: wait for consent, the safe side.
      () => setConsentMode('opt-in'),
    );
  stop = () => stops.forEach((s) => s());
}

/** Tests only. */
export function stopAnalytics(): void {
  stop?.();
  stop = null;
}
