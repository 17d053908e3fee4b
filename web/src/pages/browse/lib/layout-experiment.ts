import { useCallback, useState } from 'react';
import { useExposure, useSettledExperiment } from '../../../analytics/use-experiment';
import { useViewMode, type ViewMode } from './view-mode';

export const LAYOUT_EXPERIMENT = 'product_layout_test';
/** The product list screen (/products, and /search, the same screen once words are typed). */
const SCREENS = new Set(['/products', '/search']);
const VIEW_KEY = 'sokoni.browse.view';
/** A first visit's assignment arriving later than this no longer switches the layout on screen. */
const LAYOUT_WAIT_MS = 1500;

function hasChosen(): boolean {
  try {
    return localStorage.getItem(VIEW_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Grid or list under `product_layout_test`: the assigned layout for visitors in the experiment
 * (null: today's grid) until they pick one with the toolbar, whose choice then wins for good.
 * Its exposure is recorded only while the assigned layout is the one on screen. Until a first
 * visit's answer arrives (at most LAYOUT_WAIT_MS) `pending` is true and the list shows its
 * skeleton, so a visitor never sees the grid turn into a list.
 */
export function useProductLayout(pathname: string): [ViewMode, (mode: ViewMode) => void, boolean] {
  const [stored, setStored] = useViewMode();
  const [chosen, setChosen] = useState(hasChosen);
  const { variant } = useSettledExperiment(LAYOUT_EXPERIMENT, LAYOUT_WAIT_MS);
  const assigned =
    SCREENS.has(pathname) && !chosen && (variant === 'grid' || variant === 'list') ? variant : null;
  useExposure(LAYOUT_EXPERIMENT, assigned);
  const set = useCallback(
    (mode: ViewMode) => {
      setChosen(true);
      setStored(mode);
    },
    [setStored],
  );
  const pending = SCREENS.has(pathname) && !chosen && variant === undefined;
  return [assigned ?? stored, set, pending];
}
