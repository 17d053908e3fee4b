import { Button } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import AntdProvider from '../app/antd-provider';
import { useT } from '../i18n/i18n';
import { answerConsent } from './consent';
import './consent-banner.css';

/**
 * The consent question, fixed at the bottom and out of the way of the page (no overlay, no focus
 * trap). Accept and Decline are equally easy; the privacy policy says what is collected.
 */
export default function ConsentBanner() {
  const t = useT('consent');
  const textId = useId();
  return (
    <AntdProvider>
      <section className="sk-consent" role="region" aria-label={t('banner.label')} aria-describedby={textId}>
        <p id={textId} className="sk-consent__text">
          {t('banner.text')} <Link to="/privacy-policy">{t('banner.policy')}</Link>
        </p>
        <div className="sk-consent__actions">
          <Button onClick={() => answerConsent('denied')}>{t('banner.decline')}</Button>
          <Button type="primary" onClick={() => answerConsent('granted')}>
            {t('banner.accept')}
          </Button>
        </div>
      </section>
    </AntdProvider>
  );
}
