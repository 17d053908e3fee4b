import { useT } from '../../i18n/i18n';

const DOCUMENTS = ['incorporation', 'tax', 'export', 'statutes'] as const;

/** What the badge means and what to send: shown to everyone, signed in or not. */
export function VerificationAbout() {
  const t = useT('verification');
  return (
    <aside className="sk-verif-about" aria-label={t('about.label')}>
      <section aria-labelledby="verif-badge">
        <h2 id="verif-badge">{t('about.title')}</h2>
        <p>{t('about.text')}</p>
        <p>{t('about.validity')}</p>
        <p className="sk-verif-muted">{t('about.limits')}</p>
      </section>
      <section aria-labelledby="verif-docs">
        <h2 id="verif-docs">{t('docs.title')}</h2>
        <ul>
          {DOCUMENTS.map((d) => (
            <li key={d}>{t(`docs.${d}`)}</li>
          ))}
        </ul>
        <p className="sk-verif-muted">{t('docs.formats')}</p>
      </section>
      <section aria-labelledby="verif-steps">
        <h2 id="verif-steps">{t('steps.title')}</h2>
        <ol>
          <li>{t('steps.1')}</li>
          <li>{t('steps.2')}</li>
          <li>{t('steps.3')}</li>
        </ol>
      </section>
    </aside>
  );
}
