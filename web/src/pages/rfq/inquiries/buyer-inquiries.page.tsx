import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { RequireRole, TradePage } from '../../trade/components/trade-ui';
import { MyRfqsTable } from '../rfq-list.page';
import '../../trade/trade.css';
import '../rfq.css';

/** /buyer/inquiries: the buyer's RFQs with the newest quote each received. */
export default function BuyerInquiriesPage() {
  const t = useT('rfq');
  return (
    <TradePage title={t('inquiries.buyer.title')} lead={t('inquiries.buyer.lead')}>
      <RequireRole role="buyer">
        {(user) => (
          <>
            <div className="sk-rfq-toolbar">
              <Link className="sk-btn" to="/rfq/new">
                {t('list.new')}
              </Link>
            </div>
            <MyRfqsTable user={user} compact />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
