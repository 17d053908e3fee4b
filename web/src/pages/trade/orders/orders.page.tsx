import { Empty, Select, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';
import {
  ErrorAlert,
  RequireRole,
  SellerName,
  StatusTag,
  TradePage,
  useDateTime,
  useMoney,
} from '../components/trade-ui';
import { isOrderStatus, ORDER_STATUSES } from '../lib/order-status';
import { useOrders, type OrderSummary } from '../trade-api';
import '../trade.css';

function OrdersTable({ user }: { user: SessionUser }) {
  const t = useT('trade');
  const money = useMoney();
  const date = useDateTime();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isOrderStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(user.id, { status, page });

  const set = (next: { status?: string; page?: number }) => {
    const p = new URLSearchParams(params);
    if ('status' in next) {
      if (next.status) p.set('status', next.status);
      else p.delete('status');
      p.delete('page');
    }
    if (next.page && next.page > 1) p.set('page', String(next.page));
    else if ('page' in next) p.delete('page');
    setParams(p, { replace: true });
  };

  if (orders.isError) return <ErrorAlert error={orders.error} />;
  return (
    <>
      <div className="sk-trade-toolbar">
        <Select
          allowClear
          aria-label={t('orders.filter')}
          placeholder={t('orders.filter')}
          value={status}
          onChange={(v?: string) => set({ status: v })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          style={{ minWidth: 200 }}
        />
      </div>
      <Table<OrderSummary>
        rowKey="id"
        loading={orders.isFetching}
        dataSource={orders.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('orders.empty')} /> }}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: orders.data?.pageSize ?? 20,
          total: orders.data?.total ?? 0,
          onChange: (p) => set({ page: p }),
          showSizeChanger: false,
        }}
        columns={[
          {
            key: 'reference',
            title: t('orders.col.reference'),
            render: (_, o) => <Link to={`/orders/${o.id}`}>{o.reference}</Link>,
          },
          { key: 'date', title: t('orders.col.date'), render: (_, o) => date(o.createdAt, false) },
          {
            key: 'seller',
            title: t('orders.col.seller'),
            render: (_, o) => <SellerName sellerId={o.sellerId} />,
          },
          {
            key: 'items',
            title: t('orders.col.items'),
            render: (_, o) =>
              o.lines.length === 1
                ? o.lines[0]!.title
                : t('orders.items', { first: o.lines[0]?.title ?? '', count: o.lines.length - 1 }),
          },
          {
            key: 'amount',
            title: t('orders.col.amount'),
            align: 'end',
            render: (_, o) => money(o.amountMinor, o.currency),
          },
          { key: 'status', title: t('orders.col.status'), render: (_, o) => <StatusTag status={o.status} /> },
        ]}
      />
    </>
  );
}

/** /orders: the buyer's purchases, newest first. */
export default function OrdersPage() {
  const t = useT('trade');
  return (
    <TradePage title={t('orders.title')} lead={t('orders.lead')}>
      <RequireRole role="buyer">{(user) => <OrdersTable user={user} />}</RequireRole>
    </TradePage>
  );
}
