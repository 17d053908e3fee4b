import type { ContentDoc } from './content-doc';

/** `texts/<page>.<lang>.ts` → a loader; each file is its own chunk, fetched only when read. */
export type TextRegistry = Readonly<Record<string, () => Promise<ContentDoc>>>;

const texts: TextRegistry = import.meta.glob<ContentDoc>('./texts/*.ts', { import: 'default' });

export interface LoadedDoc {
  doc: ContentDoc;
  /** The language the text is actually in: English when the reader's language has no file yet. */
  lang: string;
}

export const FALLBACK_LANG = 'en';

export function textPath(page: string, lang: string): string {
  return `./texts/${page}.${lang}.ts`;
}

/** The reader's language if that page has a file in it, else English; undefined if neither exists. */
export function pickText(
  registry: TextRegistry,
  page: string,
  lang: string,
): { lang: string; load: () => Promise<ContentDoc> } | undefined {
  for (const l of lang === FALLBACK_LANG ? [lang] : [lang, FALLBACK_LANG]) {
    const load = registry[textPath(page, l)];
    if (load) return { lang: l, load };
  }
  return undefined;
}

// One promise per page and language, so React's `use` sees the same promise on every render.
const caches = new WeakMap<TextRegistry, Map<string, Promise<LoadedDoc>>>();

export function loadContent(page: string, lang: string, registry: TextRegistry = texts): Promise<LoadedDoc> {
  let cache = caches.get(registry);
  if (!cache) caches.set(registry, (cache = new Map<string, Promise<LoadedDoc>>()));
  const key = `${page}.${lang}`;
  let p = cache.get(key);
  if (!p) {
    const picked = pickText(registry, page, lang);
    p = picked
      ? picked.load().then((doc) => ({ doc, lang: picked.lang }))
      : Promise.reject(new Error(`no text for the page "${page}"`));
    cache.set(key, p);
  }
  return p;
}
