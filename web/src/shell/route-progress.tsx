import './route-progress.css';

// Inline, not from the texts: this is what shows while texts (of a new language, say) are loading.
const LOADING: Record<string, string> = {
  en: 'Loading',
  fr: 'Chargement',
  ar: 'جارٍ التحميل',
  sw: 'Inapakia',
};

/** The thin bar at the top while a page's code and texts load; CSS hides it after ~3 s at most. */
export function RouteProgress() {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return <div className="route-progress" role="progressbar" aria-label={LOADING[lang] ?? LOADING.en} />;
}
