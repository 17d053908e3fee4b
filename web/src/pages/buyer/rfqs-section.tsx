import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { useDateTime } from '../trade/components/trade-ui';
import { useMyRfqs } from '../rfq/rfq-queries';
import { RfqStatusTag } from '../rfq/rfq-ui';

const SHOWN = 5;

/** The buyer's RFQs still taking quotes, with how many came in; the rest is on /buyer/inquiries. */
export function RfqsSection({ user }: { user: SessionUser }) {
  const t = useT('buyer');
  const date = useDateTime();
  // Page 1 of the buyer's RFQs (newest first), the same query /rfq reads; trade has no status filter.
  const rfqs = useMyRfqs(user.id, { page: 1 });
  if (rfqs.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (rfqs.isError) return <Alert type="error" showIcon role="alert" title={t('error.load')} />;
  const open = rfqs.data.items.filter((r) => r.status === 'open');
  return (
    <>
      {open.length === 0 ? (
        <p className="by-muted">
          {t('rfqs.none')} <Link to="/rfq/new">{t('rfqs.new')}</Link>
        </p>
      ) : (
        <ul className="by-rows">
          {open.slice(0, SHOWN).map((r) => (
            <li key={r.id} className="by-row">
              <Link to={`/rfq/${r.id}`} className="by-row__main">
                {r.title}
              </Link>
              <span className="by-muted">{t('rfqs.deadline', { date: date(r.quoteDeadline, false) })}</span>
              <span>{t('rfqs.quotes', { count: r.quoteCount })}</span>
              <RfqStatusTag status={r.status} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/buyer/inquiries" className="by-more">
        {t('rfqs.all')}
      </Link>
    </>
  );
}
