import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Space, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { FilesField, filesOf } from '../components/files-field';
import { ErrorAlert, useMoney } from '../components/trade-ui';
import { ActionKeys } from '../lib/idempotency';
import { filesFingerprint } from '../lib/order-files';
import { sellerActions } from '../lib/order-status';
import { tradeApi, tradeKeys, type OrderDetail } from '../trade-api';

interface ShipValues {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
  documents?: UploadFile[];
}

/** What the seller may do to the order now: each a user action with its own Idempotency-Key. */
export function SellerActions({ order }: { order: OrderDetail }) {
  const t = useT('trade');
  const money = useMoney();
  const { message } = App.useApp();
  const client = useQueryClient();
  const keys = useMemo(() => new ActionKeys(), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [open, setOpen] = useState<'decline' | 'ship' | null>(null);
  const [declineForm] = Form.useForm<{ reason: string }>();
  const [shipForm] = Form.useForm<ShipValues>();
  const actions = sellerActions(order.status);
  if (actions.length === 0) return error !== null ? <ErrorAlert error={error} /> : null;

  const run = async (name: string, body: unknown, send: (key: string) => Promise<unknown>, done: string) => {
    setBusy(name);
    setError(null);
    try {
      await keys.send(`${name}:${order.id}`, body, send);
      void message.success(t(done));
      setOpen(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: tradeKeys.order(order.id) }),
        client.invalidateQueries({ queryKey: ['trade', 'seller-orders'] }),
      ]);
    } catch (err) {
      setError(err);
      void client.invalidateQueries({ queryKey: tradeKeys.order(order.id) });
    } finally {
      setBusy(null);
    }
  };

  const ship = (v: ShipValues) => {
    const files = filesOf(v.documents);
    const fields = {
      carrier: v.carrier.trim(),
      trackingNumber: v.trackingNumber.trim(),
      ...(v.trackingUrl?.trim() ? { trackingUrl: v.trackingUrl.trim() } : {}),
    };
    void run(
      'ship',
      { ...fields, files: filesFingerprint(files) },
      (key) => tradeApi.ship(order.id, key, fields, files),
      'action.ship.done',
    );
  };

  return (
    <div className="sk-trade-actions">
      <Space wrap>
        {actions.includes('accept') && (
          <Popconfirm
            title={t('action.accept.title')}
            description={t('action.accept.text', {
              amount: money(order.amountMinor - order.feeMinor, order.currency),
            })}
            okText={t('action.accept')}
            cancelText={t('action.back')}
            onConfirm={() =>
              void run('accept', {}, (key) => tradeApi.accept(order.id, key), 'action.accept.done')
            }
          >
            <Button type="primary" loading={busy === 'accept'}>
              {t('action.accept')}
            </Button>
          </Popconfirm>
        )}
        {actions.includes('decline') && (
          <Button danger onClick={() => setOpen('decline')}>
            {t('action.decline')}
          </Button>
        )}
        {actions.includes('ship') && (
          <Button type="primary" onClick={() => setOpen('ship')}>
            {t('action.ship')}
          </Button>
        )}
        {actions.includes('deliver') && (
          <Button
            loading={busy === 'deliver'}
            onClick={() =>
              void run('deliver', {}, (key) => tradeApi.deliver(order.id, key), 'action.deliver.done')
            }
          >
            {t('action.deliver.seller')}
          </Button>
        )}
      </Space>
      {error !== null && <ErrorAlert error={error} />}
      <Modal
        open={open === 'decline'}
        title={t('action.decline.title', { reference: order.reference })}
        okText={t('action.decline')}
        okButtonProps={{ danger: true, loading: busy === 'decline' }}
        cancelText={t('action.back')}
        onCancel={() => setOpen(null)}
        onOk={() => declineForm.submit()}
        destroyOnHidden
      >
        <p>{t('action.decline.text', { amount: money(order.amountMinor, order.currency) })}</p>
        <Form
          form={declineForm}
          layout="vertical"
          preserve={false}
          onFinish={(v) =>
            void run(
              'decline',
              { reason: v.reason.trim() },
              (key) => tradeApi.decline(order.id, key, v.reason.trim()),
              'action.decline.done',
            )
          }
        >
          <Form.Item
            label={t('action.decline.reason')}
            name="reason"
            rules={[{ required: true, whitespace: true, min: 3, message: t('error.reason') }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={open === 'ship'}
        title={t('action.ship.title', { reference: order.reference })}
        okText={t('action.ship')}
        okButtonProps={{ loading: busy === 'ship' }}
        cancelText={t('action.back')}
        onCancel={() => setOpen(null)}
        onOk={() => shipForm.submit()}
        destroyOnHidden
      >
        <Form form={shipForm} layout="vertical" preserve={false} onFinish={ship}>
          <Form.Item
            label={t('shipment.carrier')}
            name="carrier"
            rules={[{ required: true, whitespace: true, min: 2, max: 100, message: t('error.carrier') }]}
          >
            <Input maxLength={100} placeholder="DHL Express" />
          </Form.Item>
          <Form.Item
            label={t('shipment.trackingNumber')}
            name="trackingNumber"
            rules={[{ required: true, whitespace: true, min: 2, max: 100, message: t('error.tracking') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label={t('shipment.trackingUrl')}
            name="trackingUrl"
            rules={[{ type: 'url', message: t('error.trackingUrl') }]}
          >
            <Input type="url" maxLength={500} placeholder="https://" />
          </Form.Item>
          <FilesField name="documents" label={t('shipment.documents')} help={t('shipment.documents.help')} />
        </Form>
      </Modal>
    </div>
  );
}
