import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  LANGUAGE_STORAGE_KEY,
  directionOf,
  initialLanguage,
  intlLocale,
  type Direction,
  type Lang,
} from './languages';
import { translate, type Dict, type Vars } from './translate';

/**
 * Texts live in `src/locales/<lang>/<namespace>.json`, one chunk per language and namespace, so a
 * page loads only its own words. Namespaces: common (shell), home, auth, browse, … — add a file to
 * add one. A language without a file falls back to English, then to the key.
 */
const loaders = import.meta.glob<Dict>('../locales/*/*.json', { import: 'default' });
const cache = new Map<string, Promise<Dict>>();

export function loadNamespace(lang: Lang, ns: string): Promise<Dict> {
  const id = `${lang}/${ns}`;
  let p = cache.get(id);
  if (!p) {
    const loader = loaders[`../locales/${id}.json`];
    p = loader ? loader() : Promise.resolve({});
    cache.set(id, p);
  }
  return p;
}

interface LocaleState {
  lang: Lang;
  dir: Direction;
  /** BCP 47 tag for Intl number, date and currency formatting. */
  intl: string;
  setLang(lang: Lang): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function readStoredLanguage(): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode): the browser's language still applies.
  }
  return initialLanguage(stored, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function LocaleProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const dir = directionOf(lang);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);

  const setLang = useCallback((next: Lang) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not persisted; the choice still holds for this visit.
    }
    // A transition keeps the current screen up while the new language's texts load.
    startTransition(() => setLangState(next));
  }, []);

  const value = useMemo(() => ({ lang, dir, intl: intlLocale(lang), setLang }), [lang, dir, setLang]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

export function useLocale(): LocaleState {
  const ctx = use(LocaleContext);
  if (!ctx) throw new Error('useLocale outside LocaleProvider');
  return ctx;
}

export type TFunction = (key: string, vars?: Vars) => string;

/** The texts of one namespace in the current language (suspends while they load). */
export function useT(ns: string): TFunction {
  const { lang } = useLocale();
  const own = use(loadNamespace(lang, ns));
  const en = use(loadNamespace('en', ns));
  return useCallback((key: string, vars?: Vars) => translate(key, [own, en], vars), [own, en]);
}
