import { useEffect, useRef } from 'react';
import type { BrowserEventName, EventProperties } from './analytics-api';
import { track, trackOnce } from './tracker';

/**
 * Tracks `name` when `properties` is given (null: not yet), once per distinct properties while the
 * component is mounted. `onceKey`: at most once in this browser (a purchase reloaded is not another).
 */
export function useTrackOnce(
  name: BrowserEventName,
  properties: EventProperties | null,
  onceKey?: string,
): void {
  const key = properties ? JSON.stringify(properties) : null;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // The ref survives StrictMode's second run of the effect: one event, not two.
    if (key === null || sent.current === key) return;
    sent.current = key;
    const props = JSON.parse(key) as EventProperties;
    if (onceKey) trackOnce(onceKey, name, props);
    else track(name, props);
  }, [name, key, onceKey]);
}
