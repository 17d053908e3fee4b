import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

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
 * What each direction's styles go through. Right to left, stylis-plugin-rtl (cssjanus, the plugin
 * MUI documents) mirrors every style MUI writes: sides, corners, positions, shadows, transform
 * origins, background positions; after the prefixer, as MUI's guide has it, so prefixed copies are
 * mirrored too.
 */
export const STYLIS_PLUGINS: Record<'ltr' | 'rtl', StylisPlugin[]> = {
  ltr: [prefixer],
  rtl: [prefixer, rtlPlugin],
};

/**
 * One Emotion cache per direction. They have different keys, so switching language re-inserts
 * styles instead of mixing the two.
 */
const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??= createCache({
    key: direction === 'rtl' ? 'muirtl' : 'mui',
    stylisPlugins: STYLIS_PLUGINS[direction],
  });
  return caches[direction];
}
