import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { SearchIcon } from '../../shell/icons';
import { HeroCta } from './hero-cta';
import { useTopCategories, useTrending } from './home-api';
import { searchUrl, TOP_CATEGORIES } from './home-data';

/** The hero: category choice, search box, and the terms buyers search most this week. */
export function HeroSearch() {
  const t = useT('home');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const categories = useTopCategories();
  const trending = useTrending();

  // The catalogue's names when they are in; the fixed seven (translated here) until then.
  const options = categories.data?.length
    ? categories.data.map((c) => ({ slug: c.slug, name: c.name }))
    : TOP_CATEGORIES.map((c) => ({ slug: c.slug, name: t(`category.${c.slug}`) }));

  const go = (q: string, cat: string) => {
    const url = searchUrl(q, cat);
    if (url) void navigate(url);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(query, category);
  };

  const terms = trending.data?.slice(0, 8) ?? [];
  return (
    <section className="sk-hero" aria-labelledby="hero-title">
      <div className="sk-container">
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="sk-hero-sub">{t('hero.subtitle')}</p>
        <HeroCta
          search={
            <form role="search" className="sk-hero-search" onSubmit={submit}>
              <select
                aria-label={t('hero.categoryLabel')}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              >
                <option value="">{t('hero.allCategories')}</option>
                {options.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
              <input
                type="search"
                enterKeyHint="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                aria-label={t('hero.searchLabel')}
                placeholder={t('hero.placeholder')}
                maxLength={200}
              />
              <button type="submit" className="sk-btn sk-btn-accent">
                <SearchIcon />
                <span>{t('hero.search')}</span>
              </button>
            </form>
          }
        />
        {terms.length > 0 && (
          <div className="sk-trending">
            <span id="trending-label">{t('hero.trending')}</span>
            <ul aria-labelledby="trending-label">
              {terms.map((term) => (
                <li key={term.term}>
                  <button type="button" onClick={() => go(term.term, '')}>
                    {term.term}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
