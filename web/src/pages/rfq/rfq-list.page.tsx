import { Empty, Table } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router';
import { use } from 'react';
import { isBuyer, isSeller, useSessionUser } from '../../auth/auth-context';
import { session, type SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage, useDateTime, useMoney } from '../trade/components/trade-ui';
import type { RfqSummary } from './rfq-api';
import { useMyRfqs, useRfq } from './rfq-queries';
import { RfqStatusTag } from './rfq-ui';
import { useLiveRfqs } from './live-rfqs';
import '../trade/trade.css';
import './rfq.css';

/** The newest quote of an RFQ (its detail, cached for when the buyer opens it). */
function LatestQuote({ id }: { id: string }) {
  const t = useT('rfq');
  const money = useMoney();
  const rfq = useRfq(id);
  const latest = [...(rfq.data?.quotes ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!latest) return <>{rfq.isPending ? '…' : '—'}</>;
  return (
    <>
      {latest.supplierName || t('unnamedSupplier')} · {money(latest.totalMinor, latest.currency)}
    </>
  );
}

/** The buyer's RFQs, newest first: status, quotes received, and when quoting closes. */
export function MyRfqsTable({ user, compact = false }: { user: SessionUser; compact?: boolean }) {
  const t = useT('rfq');
  const date = useDateTime();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rfqs = useMyRfqs(user.id, { page });
  useLiveRfqs();
  if (rfqs.isError) return <ErrorAlert error={rfqs.error} />;
  return (
    <Table<RfqSummary>
      rowKey="id"
      loading={rfqs.isFetching}
      dataSource={rfqs.data?.items ?? []}
      locale={{
        emptyText: (
          <Empty description={t('list.empty')}>
            <Link className="sk-btn" to="/rfq/new">
              {t('list.new')}
            </Link>
          </Empty>
        ),
      }}
      scroll={{ x: true }}
      pagination={{
        current: page,
        pageSize: rfqs.data?.pageSize ?? 20,
        total: rfqs.data?.total ?? 0,
        showSizeChanger: false,
        onChange: (p) => {
          const next = new URLSearchParams(params);
          if (p > 1) next.set('page', String(p));
          else next.delete('page');
          setParams(next, { replace: true });
        },
      }}
      columns={[
        {
          key: 'title',
          title: t('list.col.title'),
          render: (_, r) => <Link to={`/rfq/${r.id}`}>{r.title}</Link>,
        },
        { key: 'status', title: t('list.col.status'), render: (_, r) => <RfqStatusTag status={r.status} /> },
        {
          key: 'quotes',
          title: t('list.col.quotes'),
          align: 'end',
          render: (_, r) => t('list.quotes', { count: r.quoteCount, max: r.maxQuotes }),
        },
        ...(compact
          ? [
              {
                key: 'latest',
                title: t('list.col.latest'),
                render: (_: unknown, r: RfqSummary) => (r.quoteCount > 0 ? <LatestQuote id={r.id} /> : '—'),
              },
            ]
          : []),
        { key: 'deadline', title: t('list.col.deadline'), render: (_, r) => date(r.quoteDeadline) },
      ]}
    />
  );
}

/** /rfq: "RFQ management" — a buyer's RFQs; a supplier who does not buy goes to the RFQs for them. */
export default function RfqListPage() {
  const t = useT('rfq');
  use(session.restore()); // The role is known only once the session is back after a reload.
  const user = useSessionUser();
  if (user && isSeller(user.role) && !isBuyer(user.role)) return <Navigate to="/seller/inquiries" replace />;
  return (
    <TradePage title={t('list.title')} lead={t('list.lead')}>
      <RequireRole role="buyer">
        {(me) => (
          <>
            <div className="sk-rfq-toolbar">
              <Link className="sk-btn" to="/rfq/new">
                {t('list.new')}
              </Link>
            </div>
            <MyRfqsTable user={me} />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
