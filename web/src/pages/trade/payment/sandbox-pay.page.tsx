import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Collapse, InputNumber, Result, Skeleton, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/problem';
import { useT } from '../../../i18n/i18n';
import { ErrorAlert, NotFound, RequireRole, TradePage, useMoney } from '../components/trade-ui';
import { isFinalPayment } from '../lib/payment-step';
import { tradeApi, tradeKeys } from '../trade-api';
import '../trade.css';

const POLL_MS = 1000;

/**
 * The sandbox provider's page (the default provider in development and tests): the tester decides
 * the payment here instead of a bank. Approving or declining makes the sandbox send its signed
 * webhooks into trade's real webhook pipeline — optionally duplicated or out of order, to watch
 * trade apply them once — then the page waits until trade has settled the payment and goes back
 * to the checkout, which shows the orders.
 */
function SandboxPayment({ paymentId }: { paymentId: string }) {
  const t = useT('trade');
  const money = useMoney();
  const navigate = useNavigate();
  const [sent, setSent] = useState<'succeeded' | 'failed' | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [duplicates, setDuplicates] = useState(0);
  const [outOfOrder, setOutOfOrder] = useState(false);
  const payment = useQuery({
    queryKey: tradeKeys.payment(paymentId),
    queryFn: ({ signal }) => tradeApi.getPayment(paymentId, signal),
    // After the decision, until trade has verified and settled it.
    refetchInterval: (q) => (sent && q.state.data && !isFinalPayment(q.state.data.status) ? POLL_MS : false),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 1,
  });
  const p = payment.data;
  const settled = p !== undefined && isFinalPayment(p.status);

  useEffect(() => {
    if (sent && settled && p) void navigate(`/checkout/${p.checkoutId}`, { replace: true });
  }, [sent, settled, p, navigate]);

  if (payment.isPending) return <Skeleton active />;
  if (payment.isError)
    return payment.error instanceof ApiError && payment.error.status === 404 ? (
      <NotFound back="/orders" backLabel={t('orders.title')} />
    ) : (
      <ErrorAlert error={payment.error} />
    );
  const pay = payment.data;

  const decide = async (outcome: 'succeeded' | 'failed') => {
    setSending(true);
    setError(null);
    try {
      await tradeApi.completeSandbox(pay.id, { outcome, duplicates, outOfOrder });
      setSent(outcome);
      void payment.refetch();
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  };

  if (isFinalPayment(pay.status) && !sent)
    return (
      <Result
        status={pay.status === 'succeeded' ? 'success' : 'warning'}
        title={t(`sandbox.final.${pay.status}`)}
        extra={
          <Link className="sk-btn" to={`/checkout/${pay.checkoutId}`}>
            {t('sandbox.back')}
          </Link>
        }
      />
    );

  return (
    <div className="sk-trade-sandbox">
      <Alert type="info" showIcon title={t('sandbox.notice')} />
      <p className="sk-trade-total">
        <span>{t('sandbox.amount')}</span> <strong>{money(pay.amountMinor, pay.currency)}</strong>
      </p>
      {sent ? (
        <p role="status">
          <Spin size="small" />{' '}
          {t(sent === 'succeeded' ? 'sandbox.settling.approved' : 'sandbox.settling.declined')}
        </p>
      ) : (
        <>
          <Space wrap>
            <Button type="primary" size="large" loading={sending} onClick={() => void decide('succeeded')}>
              {t('sandbox.approve')}
            </Button>
            <Button danger size="large" disabled={sending} onClick={() => void decide('failed')}>
              {t('sandbox.decline')}
            </Button>
            <Link className="sk-btn sk-btn-ghost" to={`/checkout/${pay.checkoutId}`}>
              {t('sandbox.later')}
            </Link>
          </Space>
          <p className="sk-trade-fine">{t('sandbox.later.note')}</p>
          <Collapse
            items={[
              {
                key: 'webhooks',
                label: t('sandbox.webhooks'),
                children: (
                  <div className="sk-trade-sandbox-options">
                    <label>
                      {t('sandbox.duplicates')}{' '}
                      <InputNumber
                        min={0}
                        max={10}
                        precision={0}
                        value={duplicates}
                        onChange={(v) => setDuplicates(v ?? 0)}
                        aria-label={t('sandbox.duplicates')}
                      />
                    </label>
                    <Checkbox checked={outOfOrder} onChange={(e) => setOutOfOrder(e.target.checked)}>
                      {t('sandbox.outOfOrder')}
                    </Checkbox>
                    <p className="sk-trade-fine">{t('sandbox.webhooks.note')}</p>
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
      {error !== null && <ErrorAlert error={error} />}
    </div>
  );
}

/** /sandbox/pay/:paymentId — where the sandbox provider sends the buyer to pay. */
export default function SandboxPayPage() {
  const t = useT('trade');
  const { paymentId } = useParams();
  return (
    <TradePage title={t('sandbox.title')}>
      <RequireRole role="buyer">{() => <SandboxPayment paymentId={paymentId ?? ''} />}</RequireRole>
    </TradePage>
  );
}
