import { use } from 'react';
import { PageMeta } from '../../app/page-meta';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { RfqForm } from './rfq-form';
import './rfq.css';

/** /rfq/new (and /rfq): a sourcing request to Sokoni's team, until the trade service has real RFQs. */
export default function RfqPage() {
  const t = useT('rfq');
  use(session.restore()); // After a reload the signed-in buyer's name and e-mail are prefilled too.
  return (
    <div className="sk-container sk-rfq-page">
      <PageMeta title={t('title')} description={t('meta.description')} />
      <h1>{t('title')}</h1>
      <p className="sk-rfq-lead">{t('lead')}</p>
      <div className="sk-rfq-layout">
        <RfqForm />
        <aside className="sk-rfq-about" aria-labelledby="rfq-how">
          <h2 id="rfq-how">{t('how.title')}</h2>
          <ol>
            <li>{t('how.step1')}</li>
            <li>{t('how.step2')}</li>
            <li>{t('how.step3')}</li>
          </ol>
          <p>{t('how.note')}</p>
        </aside>
      </div>
    </div>
  );
}
