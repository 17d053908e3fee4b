import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { useDateTime, useMoney } from '../trade/components/trade-ui';
import { newIdempotencyKey } from '../trade/lib/idempotency';
import { rfqApi, rfqKeys, type Quote, type Rfq } from './rfq-api';
import { AskButton } from './ask-button';
import { QuoteStatusTag } from './rfq-ui';
import { useSupplierRatings } from './rfq-queries';

/**
 * A quote's total for the RFQ's quantity in the buyer's currency: the quote's own when it is in that
 * currency, else trade's conversion; null when trade has no rate (sorted last, shown as "—").
 */
export function buyerTotal(rfq: Pick<Rfq, 'currency'>, q: Quote): number | null {
  if (q.currency === rfq.currency) return q.totalMinor;
  return q.converted && q.converted.currency === rfq.currency ? q.converted.totalMinor : null;
}

const byNumber =
  (f: (q: Quote) => number | null | undefined) =>
  (a: Quote, b: Quote): number => {
    const x = f(a);
    const y = f(b);
    // Unknown figures sort last whichever way the column is sorted up.
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return x - y;
  };

/**
 * The buyer's comparison: every quote side by side, sortable by price (in the buyer's currency),
 * MOQ, lead time, validity, rating and response rate; accepting one makes the order.
 */
export function QuotesCompare({ rfq }: { rfq: Rfq }) {
  const t = useT('rfq');
  const money = useMoney();
  const date = useDateTime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [accepting, setAccepting] = useState<string | null>(null);
  const canAccept = rfq.status === 'open';
  const ratings = useSupplierRatings(rfq.quotes.map((q) => q.supplierId));
  const ratingOf = (q: Quote) => ratings.get(q.supplierId)?.rating ?? null;

  const accept = (quote: Quote) => {
    // One key per click: a retry of this same acceptance (the confirm's promise) replays its answer.
    const key = newIdempotencyKey();
    modal.confirm({
      title: t('compare.acceptTitle', { supplier: quote.supplierName || t('unnamedSupplier') }),
      content: t('compare.acceptBody'),
      okText: t('compare.accept'),
      cancelText: t('cancel'),
      onOk: async () => {
        setAccepting(quote.id);
        try {
          const done = await rfqApi.accept(rfq.id, quote.id, key);
          await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
          void message.success(t('compare.accepted'));
          // The checkout page is the pay step of any order: escrow and payment exactly as from the cart.
          void navigate(`/checkout/${done.id}`);
        } catch (e) {
          void message.error(e instanceof ApiError ? e.message : t('network'));
          await queryClient.invalidateQueries({ queryKey: rfqKeys.one(rfq.id) });
        } finally {
          setAccepting(null);
        }
      },
    });
  };

  const close = () => {
    const key = newIdempotencyKey();
    modal.confirm({
      title: t('compare.closeTitle'),
      content: t('compare.closeBody'),
      okText: t('compare.close'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await rfqApi.close(rfq.id, key);
          void message.success(t('compare.closed'));
        } catch (e) {
          void message.error(e instanceof ApiError ? e.message : t('network'));
        }
        await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
      },
    });
  };

  const columns: ColumnsType<Quote> = [
    {
      key: 'supplier',
      title: t('compare.col.supplier'),
      fixed: 'start',
      render: (_, q) => (
        <Space size={4} wrap>
          <span>{q.supplierName || t('unnamedSupplier')}</span>
          {q.supplierVerified && <Tag color="green">{t('compare.verified')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'price',
      title: t('compare.col.price', { currency: rfq.currency }),
      align: 'end',
      sorter: byNumber((q) => buyerTotal(rfq, q)),
      defaultSortOrder: 'ascend',
      render: (_, q) => {
        const total = buyerTotal(rfq, q);
        return (
          <>
            <div>{total === null ? '—' : money(total, rfq.currency)}</div>
            <div className="sk-rfq-muted">
              {t('compare.each', { price: money(q.unitPriceMinor, q.currency) })}
            </div>
          </>
        );
      },
    },
    {
      key: 'moq',
      title: t('compare.col.moq'),
      align: 'end',
      sorter: byNumber((q) => q.moq),
      render: (_, q) => q.moq,
    },
    {
      key: 'lead',
      title: t('compare.col.leadTime'),
      align: 'end',
      sorter: byNumber((q) => q.leadTimeDays),
      render: (_, q) => t('compare.days', { count: q.leadTimeDays }),
    },
    {
      key: 'valid',
      title: t('compare.col.validUntil'),
      sorter: (a, b) => a.validUntil.localeCompare(b.validUntil),
      render: (_, q) => date(q.validUntil, false),
    },
    { key: 'incoterm', title: t('compare.col.incoterm'), render: (_, q) => q.incoterm },
    { key: 'terms', title: t('compare.col.paymentTerms'), render: (_, q) => q.paymentTerms },
    {
      key: 'sample',
      title: t('compare.col.sample'),
      render: (_, q) =>
        !q.sampleAvailable
          ? t('compare.noSample')
          : q.samplePriceMinor === null
            ? t('compare.sampleFree')
            : money(q.samplePriceMinor, q.currency),
    },
    {
      key: 'rating',
      title: t('compare.col.rating'),
      align: 'end',
      sorter: byNumber(ratingOf),
      render: (_, q) => {
        const r = ratings.get(q.supplierId);
        if (!r || r.rating === null) return '—';
        // A span may not carry a label (axe: aria-prohibited-attr): screen readers get a sentence.
        return (
          <>
            <span aria-hidden="true">
              {r.rating.toFixed(1)} <span className="sk-rfq-muted">({r.ratingCount})</span>
            </span>
            <span className="sk-visually-hidden">
              {t('compare.ratingLabel', { rating: r.rating.toFixed(1), count: r.ratingCount })}
            </span>
          </>
        );
      },
    },
    {
      key: 'response',
      title: t('compare.col.responseRate'),
      align: 'end',
      sorter: byNumber((q) => q.supplierResponseRate),
      render: (_, q) =>
        q.supplierResponseRate == null ? '—' : `${Math.round(q.supplierResponseRate * 100)}%`,
    },
    { key: 'status', title: t('compare.col.status'), render: (_, q) => <QuoteStatusTag status={q.status} /> },
    {
      key: 'actions',
      title: t('compare.col.actions'),
      render: (_, q) => (
        <Space wrap>
          <AskButton
            rfqId={rfq.id}
            recipientId={q.supplierId}
            name={q.supplierName || t('unnamedSupplier')}
          />
          {canAccept && q.status === 'active' && (
            <Button
              size="small"
              type="primary"
              loading={accepting === q.id}
              disabled={accepting !== null}
              aria-label={t('compare.acceptFrom', { supplier: q.supplierName || t('unnamedSupplier') })}
              onClick={() => accept(q)}
            >
              {t('compare.accept')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="rfq-quotes" className="sk-rfq-section">
      <div className="sk-rfq-heading">
        <h2 id="rfq-quotes">{t('compare.title', { count: rfq.quotes.length })}</h2>
        {canAccept && <Button onClick={close}>{t('compare.close')}</Button>}
      </div>
      <Table<Quote>
        rowKey="id"
        dataSource={rfq.quotes}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('compare.empty')} /> }}
        expandable={{
          rowExpandable: (q) => !!q.message || q.priceTiers.length > 1,
          expandedRowRender: (q) => (
            <div className="sk-rfq-quote-more">
              {q.priceTiers.length > 1 && (
                <ul aria-label={t('compare.tiers')}>
                  {q.priceTiers.map((tier) => (
                    <li key={tier.minQuantity}>
                      {t('compare.tier', {
                        min: tier.minQuantity,
                        price: money(tier.unitPriceMinor, q.currency),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              {q.message && <p className="sk-rfq-message">{q.message}</p>}
            </div>
          ),
        }}
      />
    </section>
  );
}
