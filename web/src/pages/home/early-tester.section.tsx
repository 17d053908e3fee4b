import { useState } from 'react';
import { useT } from '../../i18n/i18n';

/** Spec: joining shows a success message only (there is nothing to send yet). */
export function EarlyTester() {
  const t = useT('home');
  const [joined, setJoined] = useState(false);
  return (
    <section className="sk-section sk-tester" aria-labelledby="tester-title">
      <div className="sk-container sk-tester-inner">
        <div>
          <h2 id="tester-title">{t('tester.title')}</h2>
          <p>{t('tester.text')}</p>
        </div>
        <div aria-live="polite">
          {joined ? (
            <p className="sk-success" role="status">
              {t('tester.success')}
            </p>
          ) : (
            <button type="button" className="sk-btn sk-btn-accent" onClick={() => setJoined(true)}>
              {t('tester.join')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
