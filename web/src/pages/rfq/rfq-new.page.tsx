import { useT } from '../../i18n/i18n';
import { RequireRole, TradePage } from '../trade/components/trade-ui';
import { RfqForm } from './rfq-form';
import '../trade/trade.css';
import './rfq.css';

/** /rfq/new: a buyer's request for quotation, told to matching (or invited) suppliers. */
export default function RfqNewPage() {
  const t = useT('rfq');
  return (
    <TradePage title={t('title')} lead={t('lead')}>
      <RequireRole role="buyer">
        {() => (
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
        )}
      </RequireRole>
    </TradePage>
  );
}
