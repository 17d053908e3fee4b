import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Select, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';
import { ErrorAlert, RequireRole, StatusTag, TradePage, useDateTime, useMoney } from '../components/trade-ui';
import { isOrderStatus, ORDER_STATUSES, SELLER_TODO } from '../lib/order-status';
import { tradeApi, tradeKeys, type SellerOrder } from '../trade-api';
import { SellerNav } from './seller-nav';
import '../trade.css';

const TODO = 'todo';

function SellerOrdersTable({ user }: { user: SessionUser }) {
  const t = useT('trade');
  const money = useMoney();
  const date = useDateTime();
  const [params, setParams] = useSearchParams();
  const filter = params.get('status') ?? '';
  const status = filter === TODO ? SELLER_TODO : isOrderStatus(filter) ? [filter] : undefined;
  const q = params.get('q')?.trim() || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useQuery({
    queryKey: [...tradeKeys.sellerOrders(user.id), { status, q, page }],
    queryFn: ({ signal }) => tradeApi.sellerOrders({ status, q, page, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
  const set = (name: 'status' | 'q' | 'page', value?: string) => {
    const p = new URLSearchParams(params);
    if (value) p.set(name, value);
    else p.delete(name);
    if (name !== 'page') p.delete('page');
    setParams(p, { replace: true });
  };

  return (
    <>
      <div className="sk-trade-toolbar">
        <Select
          allowClear
          aria-label={t('orders.filter')}
          placeholder={t('orders.filter')}
          value={filter || undefined}
          onChange={(v?: string) => set('status', v)}
          options={[
            { value: TODO, label: t('sellerOrders.todo') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          style={{ minWidth: 200 }}
        />
        <Input.Search
          allowClear
          aria-label={t('sellerOrders.search')}
          placeholder={t('sellerOrders.search')}
          defaultValue={q}
          onSearch={(v) => set('q', v.trim())}
          style={{ maxWidth: 260 }}
        />
      </div>
      {orders.isError ? (
        <ErrorAlert error={orders.error} />
      ) : (
        <Table<SellerOrder>
          rowKey="id"
          loading={orders.isFetching}
          dataSource={orders.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('sellerOrders.empty')} /> }}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize: orders.data?.pageSize ?? 20,
            total: orders.data?.total ?? 0,
            onChange: (p) => set('page', p > 1 ? String(p) : undefined),
            showSizeChanger: false,
          }}
          columns={[
            {
              key: 'reference',
              title: t('orders.col.reference'),
              render: (_, o) => <Link to={`/seller/orders/${o.id}`}>{o.reference}</Link>,
            },
            {
              key: 'date',
              title: t('orders.col.date'),
              render: (_, o) => date(o.paidAt ?? o.createdAt, false),
            },
            {
              key: 'items',
              title: t('orders.col.items'),
              render: (_, o) =>
                o.lines.length === 1
                  ? `${o.lines[0]!.title} × ${o.lines[0]!.quantity}`
                  : t('orders.items', { first: o.lines[0]?.title ?? '', count: o.lines.length - 1 }),
            },
            {
              key: 'subtotal',
              title: t('order.sellerSubtotal'),
              align: 'end',
              render: (_, o) => money(o.sellerSubtotalMinor, o.sellerCurrency),
            },
            {
              key: 'net',
              title: t('order.net'),
              align: 'end',
              render: (_, o) => money(o.netMinor, o.currency),
            },
            {
              key: 'status',
              title: t('orders.col.status'),
              render: (_, o) => <StatusTag status={o.status} />,
            },
          ]}
        />
      )}
    </>
  );
}

/** /seller/orders: orders placed with the seller, those waiting for them first. */
export default function SellerOrdersPage() {
  const t = useT('trade');
  return (
    <TradePage title={t('sellerOrders.title')} lead={t('sellerOrders.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            <SellerOrdersTable user={user} />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
