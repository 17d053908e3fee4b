import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popconfirm, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '../../auth/session';
import { formatMinor } from '../../currency/money';
import { useLocale, useT } from '../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage, useDateTime, useUnit } from '../trade/components/trade-ui';
import { SellerNav } from '../trade/seller/seller-nav';
import {
  canArchive,
  canEdit,
  canSubmit,
  STATUSES,
  type Product,
  type ProductStatus,
} from './lib/product-form';
import { ProductStatusTag } from './product-status';
import { useSellerProducts } from './seller-products-api';
import { useProductActions } from './use-product-actions';
import '../trade/trade.css';
import './seller.css';

const PAGE_SIZE = 20;
type Tab = 'all' | ProductStatus;
const TABS: readonly Tab[] = ['all', ...STATUSES];
const isTab = (v: string | null): v is Tab => !!v && (TABS as readonly string[]).includes(v);

/** One row's buttons: what the product's status allows. */
function RowActions({ product, sellerId }: { product: Product; sellerId: string }) {
  const t = useT('seller');
  const navigate = useNavigate();
  const actions = useProductActions(sellerId);
  const [busy, setBusy] = useState<string | null>(null);
  const doing = async (name: string, act: () => Promise<unknown>) => {
    setBusy(name);
    try {
      await act();
    } finally {
      setBusy(null);
    }
  };
  const s = product.status;
  return (
    <Space wrap size={[4, 4]}>
      {canEdit(s) && (
        <Link
          className="sk-btn sk-btn-ghost sk-seller-small"
          to={`/products/edit/${product.id}`}
          aria-label={t('action.editOf', { title: product.title })}
        >
          {t('action.edit')}
        </Link>
      )}
      {canSubmit(s) && (
        <Button
          size="small"
          type="primary"
          loading={busy === 'submit'}
          onClick={() => void doing('submit', () => actions.submit(product))}
          aria-label={t(s === 'rejected' ? 'action.resubmitOf' : 'action.submitOf', { title: product.title })}
        >
          {t(s === 'rejected' ? 'action.resubmit' : 'action.submit')}
        </Button>
      )}
      {s === 'published' && (
        <Link className="sk-seller-link" to={`/products/${product.id}`}>
          {t('action.view')}
        </Link>
      )}
      <Button
        size="small"
        loading={busy === 'duplicate'}
        onClick={() =>
          void doing('duplicate', async () => {
            const copy = await actions.duplicate(product);
            if (copy) void navigate(`/products/edit/${copy.id}`);
          })
        }
        aria-label={t('action.duplicateOf', { title: product.title })}
      >
        {t('action.duplicate')}
      </Button>
      {canArchive(s) && (
        <Popconfirm
          title={t('action.archive.confirm')}
          description={t('action.archive.text')}
          okText={t('action.archive')}
          cancelText={t('action.cancel')}
          onConfirm={() => void doing('archive', () => actions.archive(product))}
        >
          <Button
            size="small"
            danger
            loading={busy === 'archive'}
            aria-label={t('action.archiveOf', { title: product.title })}
          >
            {t('action.archive')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

function ProductTable({
  user,
  status,
  q,
  page,
}: {
  user: SessionUser;
  status: Tab;
  q: string;
  page: number;
}) {
  const t = useT('seller');
  const { intl } = useLocale();
  const date = useDateTime();
  const unitOf = useUnit();
  const [, setParams] = useSearchParams();
  const list = useSellerProducts(user.id, {
    ...(status === 'all' ? {} : { status }),
    ...(q ? { q } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  if (list.isError) return <ErrorAlert error={list.error} fallback={t('error.network')} />;
  const n = (x: number) => new Intl.NumberFormat(intl).format(x);
  return (
    <Table<Product>
      rowKey="id"
      loading={list.isFetching}
      dataSource={list.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty description={q ? t('list.noMatch', { q }) : t(`list.empty.${status}`)}>
            {!q && status === 'all' && (
              <Link className="sk-btn" to="/products/new">
                {t('list.add')}
              </Link>
            )}
          </Empty>
        ),
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: (p) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            next.set('page', String(p));
            return next;
          }),
      }}
      columns={[
        {
          key: 'product',
          title: t('list.col.product'),
          render: (_, p) => (
            <div className="sk-seller-row">
              {p.images[0] ? (
                <img className="sk-seller-thumb" src={p.images[0].thumbnailUrl} alt="" loading="lazy" />
              ) : (
                <span className="sk-seller-thumb sk-seller-thumb-empty" aria-hidden />
              )}
              <div>
                {canEdit(p.status) ? (
                  <Link to={`/products/edit/${p.id}`} className="sk-seller-title">
                    {p.title}
                  </Link>
                ) : (
                  <span className="sk-seller-title">{p.title}</span>
                )}
                {p.status === 'rejected' && p.rejectionReason && (
                  <p className="sk-seller-reason">
                    {t('list.rejectedBecause', { reason: p.rejectionReason })}
                  </p>
                )}
              </div>
            </div>
          ),
        },
        {
          key: 'status',
          title: t('list.col.status'),
          render: (_, p) => <ProductStatusTag status={p.status} />,
        },
        {
          key: 'price',
          title: t('list.col.price'),
          render: (_, p) => (
            <span className="sk-seller-num">
              {t('list.priceFrom', { price: formatMinor(p.minPriceMinor, p.currency, intl) })}
            </span>
          ),
        },
        {
          key: 'moq',
          title: t('list.col.moq'),
          render: (_, p) => <span className="sk-seller-num">{`${n(p.moq)} ${unitOf(p.unit)}`}</span>,
        },
        { key: 'updated', title: t('list.col.updated'), render: (_, p) => date(p.updatedAt) },
        {
          key: 'actions',
          title: t('list.col.actions'),
          render: (_, p) => <RowActions product={p} sellerId={user.id} />,
        },
      ]}
    />
  );
}

function ProductList({ user }: { user: SessionUser }) {
  const t = useT('seller');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: Tab = isTab(raw) ? raw : 'all';
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);

  const change = (updates: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(updates)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      next.delete('page'); // another tab or search starts on its first page
      return next;
    });

  return (
    <>
      <div className="sk-seller-toolbar">
        <div role="search" className="sk-seller-search">
          <Input.Search
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => change({ q: v.trim() || null })}
            allowClear
            maxLength={200}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.search')}
            enterButton={t('list.searchButton')}
          />
        </div>
        <Link className="sk-btn" to="/products/new">
          <PlusOutlined aria-hidden /> {t('list.add')}
        </Link>
        <Link className="sk-btn sk-btn-ghost" to="/products/bulk">
          <UploadOutlined aria-hidden /> {t('list.bulk')}
        </Link>
      </div>
      <Tabs
        activeKey={status}
        onChange={(key) => change({ status: key === 'all' ? null : key })}
        items={TABS.map((s) => ({
          key: s,
          label: t(`tab.${s}`),
          children: s === status ? <ProductTable user={user} status={status} q={q} page={page} /> : null,
        }))}
      />
    </>
  );
}

/** /seller/products: the seller's products by status, with what each one can do next. */
export default function SellerProductsPage() {
  const t = useT('seller');
  return (
    <TradePage title={t('list.title')} lead={t('list.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            <ProductList user={user} />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
