import { useCallback } from 'react';
import { createLocalStore } from '../../../cart/local-store';

export type ViewMode = 'grid' | 'list';

const store = createLocalStore<ViewMode>('sokoni.browse.view', (raw) => {
  try {
    return raw && JSON.parse(raw) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
});

/** Grid or list, remembered across visits. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const mode = store.use();
  const set = useCallback((m: ViewMode) => store.set(m), []);
  return [mode, set];
}
