import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/problem';
import type { SessionUser } from '../../../auth/session';
import { useLocale, useT } from '../../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage, useDateTime, useUnit } from '../components/trade-ui';
import { tradeApi, tradeKeys, type Stock } from '../trade-api';
import { SellerNav } from './seller-nav';
import '../trade.css';

const MAX_STOCK = 1_000_000_000;

/** One product's units on hand, typed and saved on its own. */
function OnHandEditor({ item, userId }: { item: Stock; userId: string }) {
  const t = useT('trade');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [value, setValue] = useState<number | null>(item.tracked ? item.onHand : null);
  const [saving, setSaving] = useState(false);
  const dirty = value !== null && (!item.tracked || value !== item.onHand);
  const save = async () => {
    if (value === null) return;
    setSaving(true);
    try {
      await tradeApi.setStock(item.productId, value);
      void message.success(t('stock.saved', { title: item.title }));
      await client.invalidateQueries({ queryKey: tradeKeys.stock(userId) });
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('error.network'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space>
      <InputNumber
        min={0}
        max={MAX_STOCK}
        precision={0}
        value={value}
        placeholder={t('stock.untracked')}
        style={{ width: '9rem' }}
        onChange={(v) => setValue(v)}
        onPressEnter={() => void save()}
        aria-label={t('stock.onHandOf', { title: item.title })}
      />
      <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
        {t('stock.save')}
      </Button>
    </Space>
  );
}

function StockTable({ user }: { user: SessionUser }) {
  const t = useT('trade');
  const date = useDateTime();
  const { intl } = useLocale();
  const [page, setPage] = useState(1);
  const stock = useQuery({
    queryKey: [...tradeKeys.stock(user.id), page],
    queryFn: ({ signal }) => tradeApi.stock({ page, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
  const unitOf = useUnit();
  const n = (x: number) => new Intl.NumberFormat(intl).format(x);
  if (stock.isError) return <ErrorAlert error={stock.error} />;
  return (
    <Table<Stock>
      rowKey="productId"
      loading={stock.isFetching}
      dataSource={stock.data?.items ?? []}
      locale={{
        emptyText: (
          <Empty description={t('stock.empty')}>
            <Link to="/seller/products">{t('stock.products')}</Link>
          </Empty>
        ),
      }}
      scroll={{ x: true }}
      pagination={{
        current: page,
        pageSize: stock.data?.pageSize ?? 20,
        total: stock.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        {
          key: 'title',
          title: t('stock.product'),
          render: (_, s) => <Link to={`/products/${s.productId}`}>{s.title}</Link>,
        },
        {
          key: 'onHand',
          title: t('stock.onHand'),
          // Keyed by the saved value: a save or another tab's change resets what is typed.
          render: (_, s) => (
            <OnHandEditor key={`${s.productId}:${s.onHand}:${s.tracked}`} item={s} userId={user.id} />
          ),
        },
        {
          key: 'reserved',
          title: t('stock.reserved'),
          align: 'end',
          render: (_, s) => (s.tracked ? `${n(s.reserved)} ${unitOf(s.unit)}` : '—'),
        },
        {
          key: 'available',
          title: t('stock.available'),
          align: 'end',
          render: (_, s) =>
            s.tracked ? (
              <Tag color={s.available > 0 ? 'green' : 'red'}>{`${n(s.available)} ${unitOf(s.unit)}`}</Tag>
            ) : (
              <Tag>{t('stock.madeToOrder')}</Tag>
            ),
        },
        { key: 'updated', title: t('stock.updated'), render: (_, s) => date(s.updatedAt) },
      ]}
    />
  );
}

/** /seller/stock: units on hand of the seller's ready-to-ship products (trade reserves them at checkout). */
export default function StockPage() {
  const t = useT('trade');
  return (
    <TradePage title={t('stock.title')} lead={t('stock.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            <StockTable user={user} />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
