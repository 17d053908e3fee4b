import { Empty, Table, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage, useDateTime, useMoney } from '../../trade/components/trade-ui';
import type { SellerRfqSummary } from '../rfq-api';
import { useSellerRfqs } from '../rfq-queries';
import { QuoteStatusTag, RfqStatusTag, useUnitLabel } from '../rfq-ui';
import { useLiveRfqs } from '../live-rfqs';
import '../../trade/trade.css';
import '../rfq.css';

type Tab = 'for-me' | 'quotes';

function SellerRfqTable({
  user,
  tab,
  page,
  onPage,
}: {
  user: SessionUser;
  tab: Tab;
  page: number;
  onPage: (p: number) => void;
}) {
  const t = useT('rfq');
  const date = useDateTime();
  const money = useMoney();
  const unit = useUnitLabel();
  const rfqs = useSellerRfqs(user.id, { mine: tab === 'quotes', page });
  useLiveRfqs();
  if (rfqs.isError) return <ErrorAlert error={rfqs.error} />;
  return (
    <Table<SellerRfqSummary>
      rowKey="id"
      loading={rfqs.isFetching}
      dataSource={rfqs.data?.items ?? []}
      scroll={{ x: true }}
      locale={{
        emptyText: (
          <Empty description={t(tab === 'quotes' ? 'inquiries.seller.noQuotes' : 'inquiries.seller.empty')} />
        ),
      }}
      pagination={{
        current: page,
        pageSize: rfqs.data?.pageSize ?? 20,
        total: rfqs.data?.total ?? 0,
        showSizeChanger: false,
        onChange: onPage,
      }}
      columns={[
        {
          key: 'title',
          title: t('list.col.title'),
          render: (_, r) => (
            <>
              <Link to={`/rfq/${r.id}`}>{r.title}</Link>
              {r.invited && (
                <Tag color="purple" className="sk-rfq-invited">
                  {t('inquiries.seller.invited')}
                </Tag>
              )}
            </>
          ),
        },
        {
          key: 'quantity',
          title: t('field.quantity'),
          render: (_, r) => `${r.quantity} ${unit(r.unit)}`,
        },
        { key: 'deadline', title: t('list.col.deadline'), render: (_, r) => date(r.quoteDeadline) },
        ...(tab === 'quotes'
          ? [
              {
                key: 'price',
                title: t('inquiries.seller.myPrice'),
                align: 'end' as const,
                render: (_: unknown, r: SellerRfqSummary) => {
                  const q = r.myQuote;
                  return q ? money(q.unitPriceMinor, q.currency) : '—';
                },
              },
              {
                key: 'quote',
                title: t('inquiries.seller.myQuote'),
                render: (_: unknown, r: SellerRfqSummary) =>
                  r.myQuote ? <QuoteStatusTag status={r.myQuote.status} /> : '—',
              },
            ]
          : [
              {
                key: 'status',
                title: t('list.col.status'),
                render: (_: unknown, r: SellerRfqSummary) => <RfqStatusTag status={r.status} />,
              },
              {
                key: 'quotes',
                title: t('list.col.quotes'),
                align: 'end' as const,
                render: (_: unknown, r: SellerRfqSummary) =>
                  t('list.quotes', { count: r.quoteCount, max: r.maxQuotes }),
              },
            ]),
      ]}
    />
  );
}

/** /seller/inquiries: RFQs a supplier may quote on (matching and invited), and their quotes. */
export default function SellerInquiriesPage() {
  const t = useT('rfq');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'quotes' ? 'quotes' : 'for-me';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { tab?: Tab; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.tab) {
      if (next.tab === 'quotes') p.set('tab', 'quotes');
      else p.delete('tab');
      p.delete('page');
    }
    if (next.page) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    setParams(p, { replace: true });
  };
  return (
    <TradePage title={t('inquiries.seller.title')} lead={t('inquiries.seller.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <Tabs
            activeKey={tab}
            onChange={(k) => go({ tab: k as Tab })}
            items={[
              {
                key: 'for-me',
                label: t('inquiries.seller.tabForMe'),
                children: tab === 'for-me' && (
                  <SellerRfqTable user={user} tab="for-me" page={page} onPage={(p) => go({ page: p })} />
                ),
              },
              {
                key: 'quotes',
                label: t('inquiries.seller.tabQuotes'),
                children: tab === 'quotes' && (
                  <SellerRfqTable user={user} tab="quotes" page={page} onPage={(p) => go({ page: p })} />
                ),
              },
            ]}
          />
        )}
      </RequireRole>
    </TradePage>
  );
}
