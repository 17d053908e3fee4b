import { useT } from '../../i18n/i18n';
import { SECURITY_BADGES } from '../../shell/footer';

export function SecurityBadges() {
  const t = useT('common');
  return (
    <section className="sk-container sk-section" aria-labelledby="badges-title">
      <h2 id="badges-title" className="sk-section-title">
        {t('badge.title')}
      </h2>
      <ul className="sk-badges">
        {SECURITY_BADGES.map(([title, text]) => (
          <li key={title}>
            <span aria-hidden="true">🔒</span>
            <strong>{t(title)}</strong>
            <span>{t(text)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
