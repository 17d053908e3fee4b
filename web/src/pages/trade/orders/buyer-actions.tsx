import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { FilesField, filesOf } from '../components/files-field';
import { ErrorAlert } from '../components/trade-ui';
import { ActionKeys } from '../lib/idempotency';
import { filesFingerprint } from '../lib/order-files';
import { buyerActions } from '../lib/order-status';
import { DISPUTE_REASONS, tradeApi, tradeKeys, type DisputeReason, type OrderDetail } from '../trade-api';

interface DisputeValues {
  reason: DisputeReason;
  description: string;
  evidence?: UploadFile[];
}

/** What the buyer may do to the order now: each a user action with its own Idempotency-Key. */
export function BuyerActions({ order }: { order: OrderDetail }) {
  const t = useT('trade');
  const { message } = App.useApp();
  const client = useQueryClient();
  const keys = useMemo(() => new ActionKeys(), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [disputeOpen, setDisputeOpen] = useState(false);
  const [cancelForm] = Form.useForm<{ reason?: string }>();
  const [disputeForm] = Form.useForm<DisputeValues>();
  const actions = buyerActions(order.status);

  const run = async (name: string, body: unknown, send: (key: string) => Promise<unknown>, done: string) => {
    setBusy(name);
    setError(null);
    try {
      await keys.send(`${name}:${order.id}`, body, send);
      void message.success(t(done));
      await Promise.all([
        client.invalidateQueries({ queryKey: tradeKeys.order(order.id) }),
        client.invalidateQueries({ queryKey: tradeKeys.disputes(order.id) }),
        client.invalidateQueries({ queryKey: ['trade', 'orders'] }),
      ]);
      return true;
    } catch (err) {
      setError(err);
      void client.invalidateQueries({ queryKey: tradeKeys.order(order.id) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const openDispute = async (v: DisputeValues) => {
    const files = filesOf(v.evidence);
    const fields = { reason: v.reason, description: v.description.trim() };
    const ok = await run(
      'dispute',
      { ...fields, files: filesFingerprint(files) },
      (key) => tradeApi.openDispute(order.id, key, fields, files),
      'dispute.opened.done',
    );
    if (ok) {
      setDisputeOpen(false);
      disputeForm.resetFields();
    }
  };

  const cancelModal = (
    <Modal
      open={cancelOpen}
      title={t('action.cancel.title', { reference: order.reference })}
      okText={t('action.cancel')}
      okButtonProps={{ danger: true, loading: busy === 'cancel' }}
      cancelText={t('action.back')}
      onCancel={() => setCancelOpen(false)}
      onOk={() => cancelForm.submit()}
    >
      <p>{order.status === 'pending_payment' ? t('action.cancel.unpaid') : t('action.cancel.refund')}</p>
      <Form
        form={cancelForm}
        layout="vertical"
        onFinish={(v) => {
          const reason = v.reason?.trim() || undefined;
          void run(
            'cancel',
            { reason },
            (key) => tradeApi.cancel(order.id, key, reason),
            'action.cancel.done',
          ).then((ok) => ok && setCancelOpen(false));
        }}
      >
        <Form.Item label={t('action.cancel.reason')} name="reason">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );

  if (order.status === 'pending_payment')
    return (
      <Space wrap className="sk-trade-actions">
        <Link className="sk-btn" to={`/checkout/${order.checkoutId}`}>
          {t('order.payNow')}
        </Link>
        <Button onClick={() => setCancelOpen(true)}>{t('action.cancel')}</Button>
        {error !== null && <ErrorAlert error={error} />}
        {cancelModal}
      </Space>
    );
  if (actions.length === 0) return error !== null ? <ErrorAlert error={error} /> : null;

  return (
    <div className="sk-trade-actions">
      <Space wrap>
        {actions.includes('confirm_receipt') && (
          <Popconfirm
            title={t('action.confirm.title')}
            description={t('action.confirm.text')}
            okText={t('action.confirm')}
            cancelText={t('action.back')}
            onConfirm={() =>
              void run('confirm', {}, (key) => tradeApi.confirmReceipt(order.id, key), 'action.confirm.done')
            }
          >
            <Button type="primary" loading={busy === 'confirm'}>
              {t('action.confirm')}
            </Button>
          </Popconfirm>
        )}
        {actions.includes('deliver') && (
          <Button
            loading={busy === 'deliver'}
            onClick={() =>
              void run('deliver', {}, (key) => tradeApi.deliver(order.id, key), 'action.deliver.done')
            }
          >
            {t('action.deliver.buyer')}
          </Button>
        )}
        {actions.includes('dispute') && (
          <Button danger onClick={() => setDisputeOpen(true)}>
            {t('action.dispute')}
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button danger onClick={() => setCancelOpen(true)}>
            {t('action.cancel')}
          </Button>
        )}
      </Space>
      {error !== null && <ErrorAlert error={error} />}
      {cancelModal}
      <Modal
        open={disputeOpen}
        title={t('action.dispute.title', { reference: order.reference })}
        okText={t('action.dispute.send')}
        okButtonProps={{ danger: true, loading: busy === 'dispute' }}
        cancelText={t('action.back')}
        onCancel={() => setDisputeOpen(false)}
        onOk={() => disputeForm.submit()}
        destroyOnHidden
      >
        <p>{t('action.dispute.text')}</p>
        <Form form={disputeForm} layout="vertical" onFinish={(v) => void openDispute(v)} preserve={false}>
          <Form.Item
            label={t('dispute.reason')}
            name="reason"
            rules={[{ required: true, message: t('error.reason') }]}
          >
            <Select options={DISPUTE_REASONS.map((r) => ({ value: r, label: t(`dispute.reason.${r}`) }))} />
          </Form.Item>
          <Form.Item
            label={t('dispute.description')}
            name="description"
            rules={[{ required: true, whitespace: true, min: 10, message: t('error.description') }]}
          >
            <Input.TextArea rows={4} maxLength={4000} showCount />
          </Form.Item>
          <FilesField name="evidence" label={t('dispute.evidence')} />
        </Form>
      </Modal>
    </div>
  );
}
