import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { QUICK_ACTIONS } from './home-data';

export function QuickActions() {
  const t = useT('home');
  return (
    <section className="sk-container sk-section" aria-labelledby="quick-title">
      <h2 id="quick-title" className="sk-visually-hidden">
        {t('quick.title')}
      </h2>
      <ul className="sk-quick-grid">
        {QUICK_ACTIONS.map((a) => (
          <li key={a.id}>
            <Link to={a.to} className="sk-quick-tile">
              <span className="sk-quick-icon" aria-hidden="true">
                {a.icon}
              </span>
              <strong>{t(`quick.${a.id}`)}</strong>
              <span>{t(`quick.${a.id}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
