import createCache, { type EmotionCache } from '@emotion/cache';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { prefixer } from 'stylis';
import { rtlPlugin } from './rtl-plugin';

const SOKONI_GREEN = '#0b6e4f';

/** react-admin's default theme in Sokoni's colours, in the page's direction. */
export function themeFor(direction: 'ltr' | 'rtl'): RaThemeOptions {
  return {
    ...defaultTheme,
    direction,
    palette: {
      ...defaultTheme.palette,
      primary: { main: SOKONI_GREEN },
      // react-admin paints its app bar in the secondary colour.
      secondary: { main: '#08543c' },
    },
  };
}

/**
 * One Emotion cache per direction: the RTL one mirrors left/right in every style MUI writes. They
 * have different keys, so switching language re-inserts styles instead of mixing the two.
 */
const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin, prefixer] })
      : createCache({ key: 'mui', stylisPlugins: [prefixer] });
  return caches[direction];
}
