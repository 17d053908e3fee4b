import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { isChunkLoadError } from './error-boundary';

/** The translated error screen inside the layout (header and footer stay usable around it). */
export function RouteError({ error }: { error: Error }) {
  const t = useT('common');
  const stale = isChunkLoadError(error);
  return (
    <div className="sk-error-screen" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{stale ? t('error.newVersion') : t('error.text')}</p>
      <div className="sk-error-actions">
        <button type="button" className="sk-btn" onClick={() => location.reload()}>
          {t('error.reload')}
        </button>
        <Link to="/" className="sk-btn sk-btn-ghost">
          {t('error.home')}
        </Link>
      </div>
    </div>
  );
}
