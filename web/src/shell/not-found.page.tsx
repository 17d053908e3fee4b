import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '../app/page-meta';
import { useT } from '../i18n/i18n';
import { SearchIcon } from './icons';

/** The catch-all screen: translated, with a way home and a search box. */
export default function NotFoundPage() {
  const t = useT('common');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (query) void navigate(`/search?q=${encodeURIComponent(query)}`);
  };
  return (
    <div className="sk-error-screen">
      <PageMeta title={t('notFound.title')} description={t('notFound.text')} noIndex />
      <p className="sk-not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <form role="search" onSubmit={submit} className="sk-not-found-search">
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-label={t('notFound.searchLabel')}
          placeholder={t('notFound.searchPlaceholder')}
        />
        <button type="submit" className="sk-btn">
          <SearchIcon />
          {t('notFound.search')}
        </button>
      </form>
      <div className="sk-error-actions">
        <Link to="/" className="sk-btn sk-btn-ghost">
          {t('error.home')}
        </Link>
        <Link to="/products" className="sk-btn sk-btn-ghost">
          {t('nav.browseProducts')}
        </Link>
      </div>
    </div>
  );
}
