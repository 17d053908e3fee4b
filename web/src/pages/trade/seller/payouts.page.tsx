import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, Modal, Skeleton, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { SessionUser } from '../../../auth/session';
import { loadNamespace, readStoredLanguage, useT } from '../../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage, useDateTime, useMoney } from '../components/trade-ui';
import { ActionKeys } from '../lib/idempotency';
import { digitsOf, minorToDecimal, parseMajor } from '../lib/trade-money';
import { tradeApi, tradeKeys, type Payout, type SellerBalance } from '../trade-api';
import type { PayoutDestination } from './payout-destinations.api';
import { DestinationPicker, PayoutDestinations, useDestinations } from './payout-destinations';
import { SellerNav } from './seller-nav';
import '../trade.css';

// The destinations' texts come with this page's code rather than after its first render.
for (const lang of new Set([readStoredLanguage(), 'en' as const])) void loadNamespace(lang, 'payouts');

const PAYOUT_COLORS: Record<Payout['status'], string> = {
  requested: 'gold',
  pending: 'blue',
  succeeded: 'green',
  failed: 'red',
};

/**
 * A payout of one currency's available balance: all of it, or the part typed (exact minor units),
 * to the destination chosen (the currency's default at first). With none in that currency the
 * request goes without one: trade says whether the provider can pay that way.
 */
function PayoutDialog({
  balance,
  destinations,
  onClose,
  onDone,
}: {
  balance: SellerBalance;
  destinations: readonly PayoutDestination[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT('trade');
  const money = useMoney();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount?: string }>();
  const keys = useMemo(() => new ActionKeys(), []);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const max = BigInt(balance.availableMinor);
  const [destinationId, setDestinationId] = useState<string | undefined>(
    () => destinations.find((x) => x.currency === balance.currency && x.isDefault)?.id,
  );

  const send = async ({ amount }: { amount?: string }) => {
    let amountMinor: number | undefined;
    if (amount?.trim()) {
      const parsed = parseMajor(amount, balance.currency);
      if (!parsed.ok || parsed.minor > max) {
        form.setFields([
          {
            name: 'amount',
            errors: [t(parsed.ok ? 'payouts.error.tooMuch' : `payouts.error.${parsed.error}`)],
          },
        ]);
        return;
      }
      amountMinor = Number(parsed.minor);
    }
    setSending(true);
    setError(null);
    const body = {
      currency: balance.currency,
      ...(amountMinor !== undefined ? { amountMinor } : {}),
      ...(destinationId !== undefined ? { destinationId } : {}),
    };
    try {
      await keys.send(`payout:${balance.currency}`, body, (key) => tradeApi.requestPayout(body, key));
      void message.success(t('payouts.requested'));
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('payouts.request.title', { currency: balance.currency })}
      okText={t('payouts.request')}
      okButtonProps={{ loading: sending }}
      cancelText={t('action.back')}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <p>{t('payouts.available', { amount: money(balance.availableMinor, balance.currency) })}</p>
      <Form form={form} layout="vertical" onFinish={(v) => void send(v)}>
        <DestinationPicker
          destinations={destinations}
          currency={balance.currency}
          value={destinationId}
          onChange={setDestinationId}
        />
        <Form.Item
          label={t('payouts.amount', { currency: balance.currency })}
          name="amount"
          extra={t('payouts.amount.help', { max: minorToDecimal(max, digitsOf(balance.currency)) })}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Form>
      {error !== null && <ErrorAlert error={error} />}
    </Modal>
  );
}

function Payouts({ user }: { user: SessionUser }) {
  const t = useT('trade');
  const money = useMoney();
  const date = useDateTime();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<SellerBalance | null>(null);
  const destinations = useDestinations(user);
  const balance = useQuery({
    queryKey: tradeKeys.balance(user.id),
    queryFn: ({ signal }) => tradeApi.balance(signal),
  });
  const payouts = useQuery({
    queryKey: [...tradeKeys.payouts(user.id), page],
    queryFn: ({ signal }) => tradeApi.payouts({ page, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setPaying(null);
    void client.invalidateQueries({ queryKey: tradeKeys.balance(user.id) });
    void client.invalidateQueries({ queryKey: tradeKeys.payouts(user.id) });
  };

  return (
    <>
      <section aria-labelledby="balance" className="sk-trade-section">
        <h2 id="balance">{t('balance.title')}</h2>
        {balance.isPending ? (
          <Skeleton active />
        ) : balance.isError ? (
          <ErrorAlert error={balance.error} />
        ) : balance.data.length === 0 ? (
          <Empty description={t('balance.empty')} />
        ) : (
          <div className="sk-trade-balances">
            {balance.data.map((b) => (
              <article key={b.currency} className="sk-trade-card" aria-label={b.currency}>
                <h3>{b.currency}</h3>
                <dl className="sk-trade-amounts">
                  <dt className="sk-trade-strong">{t('balance.available')}</dt>
                  <dd className="sk-trade-strong">{money(b.availableMinor, b.currency)}</dd>
                  <dt>{t('balance.incoming')}</dt>
                  <dd>{money(b.incomingMinor, b.currency)}</dd>
                  <dt>{t('balance.inTransit')}</dt>
                  <dd>{money(b.inTransitMinor, b.currency)}</dd>
                </dl>
                <Button type="primary" disabled={b.availableMinor <= 0} onClick={() => setPaying(b)}>
                  {t('payouts.request')}
                </Button>
              </article>
            ))}
          </div>
        )}
        <p className="sk-trade-fine">{t('balance.note')}</p>
      </section>
      <PayoutDestinations user={user} />
      <section aria-labelledby="payouts" className="sk-trade-section">
        <h2 id="payouts">{t('payouts.history')}</h2>
        {payouts.isError ? (
          <ErrorAlert error={payouts.error} />
        ) : (
          <Table<Payout>
            rowKey="id"
            loading={payouts.isFetching}
            dataSource={payouts.data?.items ?? []}
            locale={{ emptyText: <Empty description={t('payouts.empty')} /> }}
            scroll={{ x: true }}
            pagination={{
              current: page,
              pageSize: payouts.data?.pageSize ?? 20,
              total: payouts.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              { key: 'date', title: t('orders.col.date'), render: (_, p) => date(p.createdAt) },
              {
                key: 'amount',
                title: t('orders.col.amount'),
                align: 'end',
                render: (_, p) => money(p.amountMinor, p.currency),
              },
              {
                key: 'status',
                title: t('orders.col.status'),
                render: (_, p) => (
                  <Tag color={PAYOUT_COLORS[p.status]}>{t(`payouts.status.${p.status}`)}</Tag>
                ),
              },
              {
                key: 'reference',
                title: t('payouts.reference'),
                render: (_, p) => p.providerReference ?? '—',
              },
              { key: 'settled', title: t('payouts.settled'), render: (_, p) => date(p.settledAt) },
              { key: 'reason', title: t('payouts.failure'), render: (_, p) => p.failureReason ?? '' },
            ]}
          />
        )}
      </section>
      {paying && (
        <PayoutDialog
          balance={paying}
          destinations={destinations.data ?? []}
          onClose={() => setPaying(null)}
          onDone={refresh}
        />
      )}
    </>
  );
}

/** /seller/payouts: the seller's money per currency, and payouts of what was released to them. */
export default function PayoutsPage() {
  const t = useT('trade');
  return (
    <TradePage title={t('payouts.title')} lead={t('payouts.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            <Payouts user={user} />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
