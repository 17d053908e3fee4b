import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Skeleton, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTrackOnce } from '../../../analytics/use-track';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/problem';
import { useT } from '../../../i18n/i18n';
import { FxLockBanner, useLockState } from '../components/fx-countdown';
import { ErrorAlert, NotFound, RequireRole, TradePage } from '../components/trade-ui';
import { ActionKeys } from '../lib/idempotency';
import { awaitsProvider, paymentStep, redirectTarget, type PaymentStep } from '../lib/payment-step';
import { tradeApi, tradeKeys, useCheckout, type Checkout, type Dated } from '../trade-api';
import { CheckoutOrderCard, CheckoutTotal } from './checkout-orders';
import '../trade.css';

const POLL_MS = 2500;

function useFollow() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = redirectTarget(url, location.origin);
    if (target?.kind === 'internal') void navigate(target.path);
    else if (target?.kind === 'external') location.assign(target.href);
  };
}

function PaymentPanel({ step, busy, onStart }: { step: PaymentStep; busy: boolean; onStart: () => void }) {
  const t = useT('trade');
  const follow = useFollow();
  switch (step.kind) {
    case 'none':
      return null;
    case 'reconfirm':
      // The rate banner above carries the action.
      return null;
    case 'start':
      return (
        <div className="sk-trade-pay">
          {step.failed && <Alert type="warning" showIcon title={t('pay.failed')} />}
          <Button type="primary" size="large" onClick={onStart} loading={busy}>
            {step.failed ? t('pay.again') : t('pay.start')}
          </Button>
        </div>
      );
    case 'redirect':
      return (
        <div className="sk-trade-pay">
          <p>{t('pay.redirect')}</p>
          <Button type="primary" size="large" onClick={() => follow(step.url)}>
            {t('pay.continue')}
          </Button>
        </div>
      );
    case 'phone':
      return <Alert type="info" showIcon title={t('pay.phone')} description={step.message} />;
    case 'preparing':
    case 'waiting':
      return (
        <p className="sk-trade-pay" role="status">
          <Spin size="small" /> {t(step.kind === 'preparing' ? 'pay.preparing' : 'pay.waiting')}
        </p>
      );
  }
}

function CheckoutStatus({ id }: { id: string }) {
  const t = useT('trade');
  const { message } = App.useApp();
  const client = useQueryClient();
  const follow = useFollow();
  const checkout = useCheckout(id);
  const keys = useMemo(() => new ActionKeys(), []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const data = checkout.data?.data;
  const lock = useLockState(data?.fxLock ?? { expiresAt: '', expired: true }, checkout.data);
  const step = data ? paymentStep(data.status, lock.expired, data.payment) : ({ kind: 'none' } as const);
  const polling = awaitsProvider(step);
  useTrackOnce('purchase', data?.status === 'paid' ? { checkoutId: data.id } : null, `purchase:${id}`);

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: tradeKeys.checkout(id) }),
      POLL_MS,
    );
    return () => clearInterval(timer);
  }, [polling, client, id]);

  if (checkout.isPending) return <Skeleton active />;
  if (checkout.isError)
    return checkout.error instanceof ApiError && checkout.error.status === 404 ? (
      <NotFound back="/orders" backLabel={t('orders.title')} />
    ) : (
      <ErrorAlert error={checkout.error} />
    );
  const c = checkout.data.data;

  /** Reconfirm and pay answer the whole checkout: it replaces what the page shows. */
  const act = async (name: 'reconfirm' | 'pay', then?: (next: Checkout) => void) => {
    setBusy(true);
    setError(null);
    try {
      const next: Dated<Checkout> = await keys.send(`${name}:${c.id}`, { id: c.id }, (key) =>
        name === 'pay' ? tradeApi.pay(c.id, key) : tradeApi.reconfirm(c.id, key),
      );
      client.setQueryData(tradeKeys.checkout(c.id), next);
      if (name === 'reconfirm') void message.success(t('lock.reconfirmed'));
      then?.(next.data);
    } catch (err) {
      setError(err);
      void checkout.refetch();
    } finally {
      setBusy(false);
    }
  };
  const startPayment = () =>
    void act('pay', (next) => {
      const url = next.payment?.status === 'pending' ? next.payment.action?.redirectUrl : undefined;
      if (url) follow(url);
    });

  return (
    <div className="sk-trade-checkout-status">
      {c.status === 'paid' && (
        <Result status="success" title={t('checkout.paid.title')} subTitle={t('checkout.paid.text')} />
      )}
      {(c.status === 'expired' || c.status === 'cancelled') && (
        <Alert
          type="error"
          showIcon
          title={t(`checkout.${c.status}.title`)}
          description={t(`checkout.${c.status}.text`)}
        />
      )}
      {c.status === 'pending_payment' && (
        <FxLockBanner
          state={lock}
          onReconfirm={step.kind === 'reconfirm' ? () => void act('reconfirm') : undefined}
          reconfirming={busy}
        />
      )}
      <div className="sk-trade-orders">
        {c.orders.map((o) => (
          <CheckoutOrderCard key={o.id} order={o} paid={c.status === 'paid'} />
        ))}
      </div>
      <CheckoutTotal checkout={c} />
      {error !== null && <ErrorAlert error={error} />}
      <PaymentPanel step={step} busy={busy} onStart={startPayment} />
      {c.status === 'paid' && (
        <Link className="sk-btn" to="/orders">
          {t('orders.all')}
        </Link>
      )}
    </div>
  );
}

/** /checkout/:id: the placed checkout — amounts per seller at the locked rate, then its payment. */
export default function CheckoutStatusPage() {
  const t = useT('trade');
  const { id } = useParams();
  return (
    <TradePage title={t('checkout.placed.title')}>
      <RequireRole role="buyer">{() => <CheckoutStatus id={id ?? ''} />}</RequireRole>
    </TradePage>
  );
}
