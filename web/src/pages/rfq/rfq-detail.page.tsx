import { Alert, Descriptions, Skeleton } from 'antd';
import { use } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { useSessionUser } from '../../auth/auth-context';
import { session } from '../../auth/session';
import { useLocale, useT } from '../../i18n/i18n';
import { useCountries } from '../auth/auth-api';
import { ErrorAlert, NotFound, TradePage, useDateTime, useMoney } from '../trade/components/trade-ui';
import { AttachmentsList } from './attachments-list';
import { SupplierQuotePanel } from './quote-form';
import { QuotesCompare } from './quotes-compare';
import type { Rfq } from './rfq-api';
import { useRfq } from './rfq-queries';
import { RfqStatusTag, useUnitLabel } from './rfq-ui';
import { useLiveRfqs } from './live-rfqs';
import '../trade/trade.css';
import './rfq.css';

/** What was asked: the same facts for the buyer and for the suppliers who may quote. */
function RfqFacts({ rfq }: { rfq: Rfq }) {
  const t = useT('rfq');
  const money = useMoney();
  const date = useDateTime();
  const unit = useUnitLabel();
  const { lang } = useLocale();
  const countries = useCountries(lang);
  const country =
    countries.data?.find((c) => c.code === rfq.destinationCountry)?.name ?? rfq.destinationCountry;
  return (
    <section aria-labelledby="rfq-facts" className="sk-rfq-section">
      <h2 id="rfq-facts" className="sk-visually-hidden">
        {t('detail.facts')}
      </h2>
      <p className="sk-rfq-description">{rfq.description}</p>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('list.col.status')}>
          <RfqStatusTag status={rfq.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('field.quantity')}>
          {rfq.quantity} {unit(rfq.unit)}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.targetPrice')}>
          {rfq.targetPriceMinor === null ? '—' : money(rfq.targetPriceMinor, rfq.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.incoterm')}>{rfq.incoterm}</Descriptions.Item>
        <Descriptions.Item label={t('field.country')}>
          {rfq.destinationPort ? `${rfq.destinationPort}, ${country}` : country}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.neededBy')}>{date(rfq.neededBy, false)}</Descriptions.Item>
        <Descriptions.Item label={t('field.quoteDeadline')}>{date(rfq.quoteDeadline)}</Descriptions.Item>
        <Descriptions.Item label={t('field.visibility')}>
          {t(`visibility.${rfq.visibility}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('list.col.quotes')}>
          {t('list.quotes', { count: rfq.quoteCount, max: rfq.maxQuotes })}
        </Descriptions.Item>
      </Descriptions>
      <AttachmentsList rfqId={rfq.id} files={rfq.attachments ?? []} />
    </section>
  );
}

function RfqView({ id }: { id: string }) {
  const t = useT('rfq');
  const user = useSessionUser()!;
  const rfq = useRfq(id);
  useLiveRfqs();
  if (rfq.isPending) return <Skeleton active />;
  if (rfq.isError)
    return rfq.error instanceof ApiError && rfq.error.status === 404 ? (
      <NotFound back="/rfq" backLabel={t('detail.back')} />
    ) : (
      <ErrorAlert error={rfq.error} />
    );
  const r = rfq.data;
  const isBuyer = r.buyerId === user.id;
  return (
    <>
      <h2 className="sk-rfq-title">{r.title}</h2>
      {r.status === 'accepted' && isBuyer && r.orderId && (
        <Alert
          type="success"
          showIcon
          className="sk-rfq-alert"
          title={
            <>
              {t('detail.acceptedNote')} <Link to={`/orders/${r.orderId}`}>{t('detail.openOrder')}</Link>
            </>
          }
        />
      )}
      <RfqFacts rfq={r} />
      {isBuyer ? <QuotesCompare rfq={r} /> : <SupplierQuotePanel rfq={r} />}
    </>
  );
}

/** /rfq/:id: the buyer compares and accepts quotes; a supplier it was sent to quotes on it. */
export default function RfqDetailPage() {
  const t = useT('rfq');
  const { id } = useParams();
  use(session.restore()); // A reload must not bounce a signed-in user to /login before the session is back.
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <TradePage title={t('detail.title')}>
      <RfqView id={id!} />
    </TradePage>
  );
}
